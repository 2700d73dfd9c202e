/** What other features may use of this one; nobody imports its inner files. */
export { notificationKeys } from './api/notification-keys';
export { LazyNotificationBell } from './lazy-notification-bell';
