// Only re-exports: one function per file, grouped by area. The deployed name is the export name.
import './shared/config';

export * from './matching';
export * from './firms';
export * from './payments';
export * from './mail';
export * from './admin';
export * from './blog';
export * from './analytics';
export * from './messages';
export * from './stats';
export * from './retention';
export * from './privacy';
export * from './reviews';
export * from './leads';
export * from './lead-reports';
export * from './verification';
export * from './account';
export * from './legal-updates';
export * from './notifications';
export * from './answers';
export * from './translations';
