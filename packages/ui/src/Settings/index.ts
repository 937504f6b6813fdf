export {
  Settings,
  type SettingsProps,
  type SettingsStatus,
  settingsStatuses,
  settingsTexts,
  zoneLabel,
} from './Settings';
