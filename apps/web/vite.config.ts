import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './chunks.ts';
import { domainImports } from './domain-imports.ts';
import { preactBrowser } from './preact-browser.ts';

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532,
 * #14102), so the browser got its development warnings (0.6 kB gzip). The client build imports
 * the production build the package ships alongside; the server build and `react-router dev` keep
 * the package's own resolution (the same copy as @react-router/node's).
 */
function reactRouterProduction(): Plugin {
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'souq:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (Object.hasOwn(files, source) ? path.join(reactRouterDist, files[source]) : null),
  };
}

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [preactBrowser(), reactRouterProduction(), domainImports(), tailwindcss(), reactRouter()],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            output: {
              codeSplitting: {
                groups: chunkGroups(),
              },
            },
          },
    },
    // Workspace packages are TypeScript sources: bundle them into the server build.
    ssr: { noExternal: ['@souq/domain'] },
  };
});
