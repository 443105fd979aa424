/**
 * React Router's client entry, with one step before hydrating: the chunks of
 * the lazy views the server rendered are loaded first (lib/lazy-view.tsx), so
 * every part of the page answers a tap as soon as the page is hydrated. The
 * production build hydrates with Preact, `react-router dev` with React
 * (lib/hydrate.tsx, ../preact-browser.ts).
 */
import { hydrateDocument } from './lib/hydrate.tsx';
import { loadRenderedViews } from './lib/lazy-view.tsx';

void loadRenderedViews().then(hydrateDocument);
