export * from './score';
export * from './match-keys';
export * from './contracts';
export * from './match-bounds';
export * from './lead-fit';
