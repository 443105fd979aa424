/**
 * This response's CSP nonce (lib/csp.ts), given to the inline scripts React
 * Router writes. Provided by entry.server.tsx; in the browser it is empty —
 * scripts added after hydration are not inline.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
