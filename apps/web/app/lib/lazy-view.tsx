/**
 * A view that is a chunk of its own and that the server may render into
 * the page (a /home listing, the quick view or the auth modal opened from
 * a link). With React.lazy alone such a view stays dehydrated until its
 * chunk arrives, and a tap on it meanwhile does what the bare HTML does — a
 * card's link opens the product page instead of the quick view. So the
 * server marks each view it rendered, the client entry loads those chunks
 * before hydrating (loadRenderedViews), and a loaded view renders at once,
 * without suspending.
 */
import { lazy, type ComponentType } from 'react';

const loaders = new Map<string, () => Promise<unknown>>();
/** Views the page shows whose module has not registered yet: resolved when it does. */
const awaited = new Map<string, (load: () => Promise<unknown>) => void>();
/**
 * How long hydration waits for a rendered view's module to register: the client
 * entry can run before a route module whose own imports are still arriving, but
 * a view that never registers must not keep the page from hydrating.
 */
const REGISTRATION_WAIT_MS = 10_000;

export function lazyView<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  loaders.set(name, loadOnce);
  awaited.get(name)?.(loadOnce);
  awaited.delete(name);
  const Lazy = lazy(loadOnce) as ComponentType<P>;
  function LazyView(props: P) {
    const View = loaded ?? Lazy;
    // `contents`: the mark adds no box, so the view lays out as if it were not there.
    return (
      <div data-lazy-view={name} className="contents">
        <View {...props} />
      </div>
    );
  }
  return LazyView;
}

/** Loads the chunks of the views the server rendered into the page; a chunk that fails is left to React.lazy. */
export function loadRenderedViews(): Promise<unknown> {
  const names = new Set(
    Array.from(document.querySelectorAll<HTMLElement>('[data-lazy-view]'), (el) => el.dataset.lazyView ?? ''),
  );
  return Promise.all([...names].map((name) => loaderOf(name).then((load) => load?.().catch(() => undefined))));
}

/** The view's loader, once its module has registered it (or nothing, past the wait). */
function loaderOf(name: string): Promise<(() => Promise<unknown>) | undefined> {
  const known = loaders.get(name);
  if (known || !name) return Promise.resolve(known);
  return new Promise((resolve) => {
    awaited.set(name, resolve);
    setTimeout(() => {
      awaited.delete(name);
      resolve(loaders.get(name));
    }, REGISTRATION_WAIT_MS);
  });
}
