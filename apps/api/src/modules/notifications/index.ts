/** The public entry of the notifications module: what other modules and the app may use. */
export { notificationOperatorRoutes } from './operator-routes.ts';
export { notificationRoutes, type MarkedReadJson, type NotificationPrefsSavedJson, type UnreadJson } from './routes.ts';
export {
  createNotificationService,
  type NotificationJson,
  type NotificationPrefs,
  type NotificationService,
} from './service.ts';
