// The admin feature's public entry (scripts/check-layers.mjs): what other features may use.
export { ADMIN_SECTIONS, type AdminSection, adminHomePath, builtAdminSections } from './sections';
