export { applyRetention } from './apply-retention';
