// The waivers feature's public entry (scripts/check-layers.mjs): what other features may use.
export { WaiverDialog } from './components/waiver-dialog';
export { WAIVER_NAME, WaiverText } from './components/waiver-text';
