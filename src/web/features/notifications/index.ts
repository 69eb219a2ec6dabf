// The notifications feature's public entry (scripts/check-layers.mjs): /profile's section. The
// header's bell is loaded lazily from components/notification-bell.tsx (its default export).
export { NotificationsSection } from './components/notifications-section';
