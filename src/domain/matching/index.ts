export * from './score';
export * from './match-keys';
