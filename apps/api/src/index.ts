export { buildApp, CLIENT_HEADERS } from './app.ts';
export { parseEnv, testEnv, EnvError, type Env } from './env.ts';
export type { AppContext } from './app-context.ts';
export { startDatabase } from './database.ts';
export { registerSecurityHeaders } from './http/security-headers.ts';
export { refuseBusy } from './http/overload.ts';
