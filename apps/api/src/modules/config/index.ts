/** The public entry of the config module: what other modules and the app may use. */
export { configRoutes } from './routes.ts';
export { createConfigService, MODULE_CONFIG, type ConfigJson, type ConfigSettings } from './service.ts';
