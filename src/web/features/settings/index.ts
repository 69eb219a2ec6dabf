// The settings feature's public entry (scripts/check-layers.mjs): what other features may use.
export { settingsKeys, useContactAddress, useLeagueName, usePublicSettings } from './api';
