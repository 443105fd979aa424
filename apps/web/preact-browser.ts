/**
 * The browser runs Preact (through `preact/compat`) instead of React 19 (issue 16, decision 14):
 * React's DOM renderer and React Router weighed 105 kB gzip, so no page could meet the 130 kB
 * first-load budget; `preact/compat` is about 11 kB where React was 68. The server keeps
 * rendering with React, and the browser hydrates React's HTML with Preact.
 *
 * In the client build only (`apply: 'build'`, client environment): `react-router dev` and the
 * server build keep React, so the dev server is React in the browser (see decision 14 for why).
 * The app's sources still import `react`; every such import — the app's, React Router's — is
 * pointed here at its `preact/compat` counterpart, and the client entry's hydration step
 * (`app/lib/hydrate.tsx`) at the one Preact needs (`app/lib/hydrate.preact.ts`).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Each React entry point the browser code imports → the `preact/compat` module that stands in for it. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

const REACT_HYDRATION = fileURLToPath(new URL('./app/lib/hydrate.tsx', import.meta.url));
const PREACT_HYDRATION = fileURLToPath(new URL('./app/lib/hydrate.preact.ts', import.meta.url));

export function preactBrowser(): Plugin {
  return {
    name: 'souq:preact-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (Object.hasOwn(PREACT_ALIASES, source)) {
        return this.resolve(PREACT_ALIASES[source], importer, { ...options, skipSelf: true });
      }
      if (!source.includes('hydrate')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REACT_HYDRATION ? PREACT_HYDRATION : null;
    },
  };
}
