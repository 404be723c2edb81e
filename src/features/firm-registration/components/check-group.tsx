// Moved to src/components/ui (the dashboard's Settings uses the same checkboxes); kept here so the
// registration steps' imports keep working.
export { Check, CheckGroup, toggle } from '@/components/ui';
