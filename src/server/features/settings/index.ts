// What other features use of the settings feature: their tests set a setting through it (decision 065:
// reading the settings is src/server/core/settings, which every feature may import).
export { setSetting } from './settings.service';
