export { AdminAccessPanel } from './components/admin-access-panel';
