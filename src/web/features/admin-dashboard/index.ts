// The admin dashboard's public entry (scripts/check-layers.mjs): what other features may use.
export { adminDashboardKeys } from './api';
