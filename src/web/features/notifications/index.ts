// The notifications feature's public entry (scripts/check-layers.mjs): /profile's section, and
// the header's bell (rendered with the account menu, which only signed-in people load).
export { NotificationsSection } from './components/notifications-section';
export { default as NotificationBell } from './components/notification-bell';
