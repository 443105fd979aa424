import type { ApiTransport } from './lib/api.server.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the customer API (in process or over HTTP). */
    api: ApiTransport;
    /** Settings the browser may see (tile server, public URL). */
    publicEnv: { publicUrl: string; tileUrl: string };
    /** True when cookies should carry the Secure attribute. */
    secureCookies: boolean;
    /** The visitor's IP address (per request), passed on to the API. */
    clientIp?: string;
  }
}
