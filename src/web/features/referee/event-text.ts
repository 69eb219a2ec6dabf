// The event words live in src/web/lib/event-text.ts (shared with the public game pages); this
// path stays for the referee files still importing it.
export { describeEvent, eventLabel, isControlEvent, minuteText } from '../../lib/event-text';
