/**
 * How the storefront's client code is cut into files (issue 16: at most 12
 * scripts requested before first paint). Left to itself the bundler makes one
 * small shared file per combination of routes and lazy views that use a
 * module — 31 to 40 files per page, each a modulepreload link in the head that
 * the browser fetches at high priority before painting. Three groups instead:
 *
 * - `framework`: the packages every page runs (React Router, and Preact standing
 *   in for React in the browser: decision 14), the same
 *   on every page and cached for as long as the dependencies don't change;
 * - `shell`: every module the root, the shell route (header, footer, cart
 *   provider, quick view host) or the client entry import statically — what
 *   every page runs anyway;
 * - `catalog`: what two or more catalog pages import statically beyond the
 *   shell (cards, rows, formatting). What other pages use as well (the page
 *   title, a picture, an empty state, a list's pages) joins the shell: in the
 *   catalog file, a checkout or an order page downloaded the whole catalog
 *   for it;
 * - `account`: the small parts (status chips, form fields, fact lists, the
 *   live-order hook: each under 10 kB of code with what it imports) that two
 *   or more of the order and account pages (checkout, my orders, an order,
 *   tracking, profile) share and no catalog page imports. Left alone, each
 *   set of pages sharing one made a file of its own: the order pages
 *   requested 15–16 scripts. A large shared view (the order view, the phone
 *   input) stays a file of its own, so a page that does not show it does not
 *   download it.
 *
 * A module under 1 kB of code that a view the shell opens lazily (the
 * location panel, the sign-in dialog, the cart drawer) shares with pages
 * joins the shell too (small domain rules, the place search's helpers): a few
 * hundred bytes on every page rather than a request of its own on the pages
 * that import it. A larger one (the account forms' checks, the item options,
 * geometry: 2 kB gzip together) goes with the views and pages that use it.
 *
 * A page's own route module and its lazy views (dialogs, drawers, the map)
 * stay files of their own, loaded by the pages and taps that need them.
 */
import type { ModuleInfo } from 'rolldown';

type Lookup = (id: string) => ModuleInfo | null;

const APP = /[\\/]apps[\\/]web[\\/]app[\\/]/;
const SHELL_ROOTS = [/[\\/]app[\\/]root\.tsx/, /[\\/]app[\\/]routes[\\/]shell\.tsx/, /[\\/]app[\\/]entry\.client\.tsx/];
const PAGE_ROUTE = /[\\/]app[\\/]routes[\\/](?!resources[\\/]|shell\.tsx)[^\\/]+\.tsx?($|\?)/;
/** The pages that show the catalog (cards, rows, prices): what they share is one file. */
const CATALOG_PAGE = /[\\/]app[\\/]routes[\\/](landing|home|categories|category|store|store-list|product)\.tsx($|\?)/;
/** The order and account pages (checkout, my orders, an order, tracking, profile), which share a few small parts. */
const ORDER_PAGE = /[\\/]app[\\/]routes[\\/](checkout|my-orders|my-order|track-order|profile)\.tsx($|\?)/;
/** The largest module (code without comments, with its imports) that joins the shell because a view the shell opens lazily uses it. */
const SHELL_SMALL_MAX = 1_000;
/** The largest module (code without comments, with its imports) the `account` group takes: a larger shared view stays a file of its own. */
const ACCOUNT_MODULE_MAX = 10_000;

/** The route modules (and the client entry) that import `id` through static imports only. */
function staticRoots(id: string, lookup: Lookup, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // cycles end here
  if (SHELL_ROOTS.some((r) => r.test(id)) || PAGE_ROUTE.test(id)) roots.add(id.split('?')[0]);
  for (const importer of lookup(id)?.importers ?? []) {
    for (const root of staticRoots(importer, lookup, memo)) roots.add(root);
  }
  return roots;
}

/**
 * Whether the shell reaches `id` at all, through static imports or the views it loads lazily (the
 * cart drawer, the sign-in dialog, the location dialogs).
 */
function reachedByShell(id: string, lookup: Lookup, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (SHELL_ROOTS.some((r) => r.test(id))) return true;
  const info = lookup(id);
  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((importer) =>
    reachedByShell(importer, lookup, seen),
  );
}

/** The size of `id`'s code without comments and of what it imports statically, leaving out what `elsewhere` says is in another file. */
function ownSize(id: string, lookup: Lookup, elsewhere: (id: string) => boolean, seen = new Set<string>()): number {
  if (seen.has(id) || elsewhere(id)) return 0;
  seen.add(id);
  const info = lookup(id);
  // Comments say nothing about the size shipped (a rough cut: a `//` inside a string ends it early).
  const code = (info?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return code.length + (info?.importedIds ?? []).reduce((sum, m) => sum + ownSize(m, lookup, elsewhere, seen), 0);
}

/** The groups for rolldown's `output.codeSplitting`, strongest first. */
export function chunkGroups() {
  const memo = new Map<string, Set<string>>();
  const rootsOf = (id: string, ctx: { getModuleInfo: Lookup }) => staticRoots(id, (m) => ctx.getModuleInfo(m), memo);
  const ours = (id: string) => APP.test(id) || /[\\/]packages[\\/]/.test(id);
  const inShell = (id: string, ctx: { getModuleInfo: Lookup }) =>
    [...rootsOf(id, ctx)].some((root) => SHELL_ROOTS.some((r) => r.test(root)));
  // A module's code with what it brings along into a file (not the packages, not the shell).
  const codeSize = (id: string, ctx: { getModuleInfo: Lookup }) =>
    ownSize(
      id,
      (m) => ctx.getModuleInfo(m),
      (m) => !ours(m) || inShell(m, ctx),
    );
  // What catalog pages and other pages alike show (see `catalog` above).
  const everywhere = (id: string, ctx: { getModuleInfo: Lookup }) => {
    const roots = [...rootsOf(id, ctx)].filter((root) => PAGE_ROUTE.test(root));
    const catalog = roots.filter((root) => CATALOG_PAGE.test(root)).length;
    return catalog >= 2 && roots.length - catalog >= 2;
  };
  return [
    // Only the packages every page runs: a library a lazy view imports (Leaflet) stays with that view.
    {
      name: (id: string, ctx: { getModuleInfo: Lookup }) =>
        /[\\/]node_modules[\\/]/.test(id) && inShell(id, ctx) ? 'framework' : null,
      priority: 3,
    },
    {
      name: (id: string, ctx: { getModuleInfo: Lookup }) =>
        ours(id) &&
        (inShell(id, ctx) ||
          everywhere(id, ctx) ||
          (codeSize(id, ctx) <= SHELL_SMALL_MAX && reachedByShell(id, (m) => ctx.getModuleInfo(m))))
          ? 'shell'
          : null,
      priority: 2,
    },
    {
      name: (id: string, ctx: { getModuleInfo: Lookup }) =>
        ours(id) && [...rootsOf(id, ctx)].filter((root) => CATALOG_PAGE.test(root)).length >= 2 ? 'catalog' : null,
      priority: 1,
    },
    {
      name: (id: string, ctx: { getModuleInfo: Lookup }) => {
        // A module that pages reach through one module only goes with that module (the order view's
        // stepper, the phone input's country list, which the lazy sign-in dialog imports too).
        const sharedBy = (ctx.getModuleInfo(id)?.importers ?? []).filter((m) => rootsOf(m, ctx).size > 0);
        if (!ours(id) || sharedBy.length < 2) return null;
        const roots = [...rootsOf(id, ctx)].filter((root) => PAGE_ROUTE.test(root));
        if (roots.filter((root) => ORDER_PAGE.test(root)).length < 2 || roots.some((r) => CATALOG_PAGE.test(r)))
          return null;
        // The group takes a module with what it imports: only small ones (a large shared view stays a file of its own).
        return codeSize(id, ctx) <= ACCOUNT_MODULE_MAX ? 'account' : null;
      },
      priority: 1,
    },
  ];
}
