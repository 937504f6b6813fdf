export {
  type ReplyNotificationState,
  ReplyNotifications,
  type ReplyNotificationsProps,
  replyNotificationStates,
  replyNotificationsTexts,
} from './ReplyNotifications';
export {
  Settings,
  type SettingsProps,
  type SettingsStatus,
  settingsStatuses,
  settingsTexts,
  zoneLabel,
} from './Settings';
