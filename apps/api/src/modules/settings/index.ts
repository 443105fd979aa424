/** The public entry of the settings module: what other modules and the app may use. */
export { settingsOperatorRoutes, type OperatorSettingJson, type OperatorSettingSavedJson } from './operator-routes.ts';
export { createSettingsService, flag, settingMatches, type Settings, type SettingsService } from './service.ts';
