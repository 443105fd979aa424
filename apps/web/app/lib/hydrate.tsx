/**
 * Hydrates the server's document with React: what `react-router dev` runs in the browser. The
 * production client build replaces this module with `hydrate.preact.ts` (../../preact-browser.ts):
 * keep the two doing the same.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

export function hydrateDocument(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
