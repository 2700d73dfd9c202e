/** What other features may use of this one; nobody imports its inner files. */
export { addNotifications } from './add-notifications';
export { notificationRoutes } from './notification-routes';
export { notifyResultChanges, type ResultChange } from './notify-result-changes';
