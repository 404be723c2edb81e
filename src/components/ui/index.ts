export * from './alert';
export * from './button';
export * from './cn';
export * from './dialog';
export * from './field';
export * from './form';
export * from './layout';
export * from './page-meta';
