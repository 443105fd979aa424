/**
 * React Router's client entry, with one step before hydrating: the chunks of
 * the lazy views the server rendered are loaded first (lib/lazy-view.tsx), so
 * every part of the page answers a tap as soon as the page is hydrated.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadRenderedViews } from './lib/lazy-view.tsx';

void loadRenderedViews().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
