/**
 * The storefront's caches of catalog answers (app/lib/catalog-cache.server.ts) hold what they
 * read under a version of the catalog: this counts the changes of the API's catalog and settings
 * in this process. A change is counted (and `onChange` runs, which tells the render threads) while
 * the write that made it is still in progress, so the page loaded after it reads afresh.
 */
interface Watched {
  onChange(listener: () => void): void;
}

/**
 * One count for every watcher in this process, so two APIs in one process (the tests run several
 * in one worker) never share a version: what one's pages kept is never taken for the other's.
 */
let changes = 0;

export function watchCatalog(api: { catalog: Watched; settings: Watched }, onChange?: () => void): () => number {
  let version = ++changes;
  const changed = () => {
    version = ++changes;
    onChange?.();
  };
  api.catalog.onChange(changed);
  api.settings.onChange(changed);
  return () => version;
}
