import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './chunks.ts';
import { domainImports } from './domain-imports.ts';

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [domainImports(), tailwindcss(), reactRouter()],
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
