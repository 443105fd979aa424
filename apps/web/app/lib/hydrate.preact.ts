/**
 * Hydrates React's server HTML with Preact (issue 16, decision 14): the production client build
 * puts this module in place of `hydrate.tsx` (../../preact-browser.ts). React's `hydrateRoot`
 * and Preact's `hydrate` differ in five ways that matter to this document, each handled below
 * before or while hydrating:
 *
 * 1. React Router's `HydratedRouter` suspends on its first render until it has decoded the router
 *    data streamed into the page. React's root waits; Preact's root has no Suspense boundary and
 *    fails ("Missing Suspense"). So the router is created before hydrating (`prepareRouter`).
 * 2. Given the document, Preact renders into `<html>` (preactjs/preact#3794, #5118), where the
 *    layout's `<html>` is not, and rebuilds the whole page. It hydrates into a stand-in parent
 *    whose only child is `<html>` (`documentParent`).
 * 3. React's server rendering hoists resource hints into `<head>` (the module preloads React
 *    Router's `<Scripts>` renders in `<body>`, image preloads), and Preact claims an element by
 *    taking the first unclaimed node of its tag, without reading attributes: the icon link would
 *    claim a hint and the stylesheet be removed as extra. `moveHints` puts the module preloads
 *    back where `<Scripts>` renders them and drops the image preloads (already fetched).
 * 4. React streams a Suspense boundary that completes late as a hidden `<div id="S:n">` and puts
 *    it in place with a script (`$RC`) that, since React 19.2, batches the moves and runs them up
 *    to 300 ms later (`$RV`). React's hydration waits for such a boundary; Preact would claim the
 *    fallback's nodes for the content and drop the content as extra. So hydration starts once the
 *    document is parsed (every `$RC` has run) and the pending moves are done (`revealBoundaries`).
 * 5. `useId` makes `_R_…_` on the server and `P0-3` in Preact, and Preact does not write
 *    attributes while hydrating: the page would keep React's ids while Preact believes its own are
 *    there, and the first id it writes (a field's error added to `aria-describedby`) would point at
 *    no element. `writeIdAttributes` writes Preact's value of every attribute that names an id.
 *
 * Depends on React Router's internals (`HydratedRouter` creates its router before its first hook),
 * so react-router is pinned to an exact version in package.json.
 */
import { createElement, hydrate, options, type ComponentType, type VNode } from 'preact';
import { HydratedRouter } from 'react-router/dom';
import { deferWhileHydrating, releaseDeferred } from './hydrate-later.tsx';

/** Attributes (by prop name) whose value is, or lists, an element's id: `useId` values end up here. */
const ID_ATTRIBUTES: Readonly<Record<string, string>> = {
  id: 'id',
  htmlFor: 'for',
  name: 'name',
  list: 'list',
  'aria-labelledby': 'aria-labelledby',
  'aria-describedby': 'aria-describedby',
  'aria-controls': 'aria-controls',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-owns': 'aria-owns',
  'aria-errormessage': 'aria-errormessage',
  'aria-details': 'aria-details',
};

export async function hydrateDocument(): Promise<void> {
  await prepareRouter();
  await documentParsed();
  // Decoding the router's data and hydrating are two tasks, not one long one (issue 16: TBT).
  await nextTask();
  revealBoundaries();
  moveHints();
  writeIdAttributes();
  deferWhileHydrating();
  const runEffects = holdEffects();
  // React Router's component, typed for React; preact/compat runs it as a Preact component.
  hydrate(createElement(HydratedRouter as unknown as ComponentType, {}), documentParent());
  releaseDeferred(runEffects);
}

/**
 * The first render's effects wait until the parts that hydrate later (lib/hydrate-later.tsx) have
 * hydrated, then run together, as React runs a hydrated tree's effects: an effect that changes the
 * page (a row's scroll buttons, once measured) never runs in a page that is half hydrated. Preact
 * schedules its effects through `options.requestAnimationFrame` when set.
 */
function holdEffects(): () => void {
  const previous = options.requestAnimationFrame;
  let held: (() => void) | undefined;
  options.requestAnimationFrame = (flush: () => void) => {
    held = flush;
  };
  return () => {
    options.requestAnimationFrame = previous;
    held?.();
  };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `HydratedRouter` outside a render until it has made its router: it throws the promise of
 * the streamed data until the data is decoded, then creates the router and stops at its first
 * hook (a hook outside a render throws). The router is kept in React Router's module, so the
 * render that hydrates finds it and does not suspend.
 */
async function prepareRouter(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (thrown instanceof Promise) await thrown.catch(() => undefined);
      else if (window.__reactRouterDataRouter) return;
      else throw thrown;
    }
  }
}

async function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return;
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}

/** Runs now the boundary moves React's streaming script has queued (its later run finds none left). */
function revealBoundaries(): void {
  const fizz = window as unknown as { $RB?: unknown[]; $RV?: (batch: unknown[]) => void };
  if (fizz.$RB?.length && typeof fizz.$RV === 'function') fizz.$RV(fizz.$RB);
}

/** Module preloads go back to `<body>` (where `<Scripts>` claims them); image preloads go. */
function moveHints(): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    document.body.append(link);
  }
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    link.remove();
  }
}

/** After Preact has diffed an element, its id-naming attributes are the ones Preact rendered. */
function writeIdAttributes(): void {
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'string') return;
    const dom = (vnode as VNode & { __e?: Element | null }).__e; // Preact's mangled `_dom`
    if (!dom || dom.nodeType !== Node.ELEMENT_NODE) return;
    const props = vnode.props as Record<string, unknown>;
    for (const prop in ID_ATTRIBUTES) {
      const value = props[prop];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const attribute = ID_ATTRIBUTES[prop];
      if (dom.getAttribute(attribute) !== String(value)) dom.setAttribute(attribute, String(value));
    }
  };
}

/**
 * A parent for `<html>`: Preact reads its first child and child list to find the node to claim,
 * and would insert through it only if it rendered a new `<html>` (it does not while hydrating).
 */
function documentParent(): Element {
  const html = document.documentElement;
  const parent = {
    nodeType: Node.ELEMENT_NODE,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  };
  return parent as unknown as Element;
}

declare global {
  interface Window {
    __reactRouterDataRouter?: unknown;
  }
}
