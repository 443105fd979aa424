import type { ApiStreamTransport, ApiTransport } from './lib/api.server.ts';

/** Settings the browser may see. */
export interface PublicEnv {
  publicUrl: string;
  tileUrl: string;
  /** An OSRM-compatible directions service (features/map/directions.ts); empty → routes over the demo city's roads. */
  routeUrl: string;
  /** OAuth client ids of the social sign-in providers the API accepts (first of each list). */
  socialClientIds: { google?: string; apple?: string };
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the customer API (in process or over HTTP). */
    api: ApiTransport;
    /** Calls an API route that streams (Server-Sent Events), in process or over HTTP. */
    apiStream?: ApiStreamTransport;
    /** Settings the browser may see (tile server, public URL). */
    publicEnv: PublicEnv;
    /** True when cookies should carry the Secure attribute. */
    secureCookies: boolean;
    /** The visitor's IP address (per request), passed on to the API. */
    clientIp?: string;
    /** This response's Content-Security-Policy nonce (per request, by the web handler; lib/csp.ts). */
    cspNonce?: string;
    /**
     * Changes whenever the API's catalog (or its settings) changes, when the API runs in this process:
     * what is the same for every visitor may then be kept between pages (lib/catalog-cache.server.ts).
     * Absent (an API elsewhere), nothing is kept.
     */
    catalogVersion?: () => number;
  }
}
