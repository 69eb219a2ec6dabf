// What other features use of the notification service (issue 22, decision 072; decision 065:
// features meet through their index).
export type { DeliveryRunSummary, PushPayload } from './delivery';
export { createNotificationService, type NotificationService, type NotificationServiceOptions } from './notification-service';
export { notificationsRoutes } from './notifications.routes';
export { NOTIFICATION_BATCH_WINDOW_MS, notify, type NotifyRequest, type NotifyResult } from './notify';
