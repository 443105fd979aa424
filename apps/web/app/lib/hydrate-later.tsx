/**
 * Parts of the page that hydrate after the rest, each in a task of its own (issue 16, decision 14).
 *
 * Hydrating a whole document in one go is one long task on a phone's CPU: Lighthouse's total
 * blocking time counts every millisecond of a task past 50 ms (at 4× slowdown, past ~12 ms of a
 * fast machine), and a tap during it waits. The page is already painted and usable as HTML, so
 * the header, the page and the footer, and inside them each catalog row, group of store cards and
 * reviews block, hydrate a moment later, one per task: each suspends while the document hydrates
 * (Preact keeps its server DOM while a component is suspended) and is released in order once that
 * is done.
 *
 * Only the first hydration defers, and only in the browser build that asks for it (Preact's,
 * `hydrate.preact.ts`); a page the router renders later, the server and React's hydration render
 * straight through. The child must render exactly one element at its root: that element is what
 * Preact keeps and hydrates later.
 */
import { Suspense, type ReactNode } from 'react';

/** Set from the first hydration until its last deferred part has hydrated. */
let deferring = false;
/** The suspended parts' wake-ups, in the order they rendered (the document's order). */
const waiting: (() => void)[] = [];
/**
 * Set when a part is woken, taken by the first part that renders next — the woken one, which its
 * Suspense renders again at once — so the parts inside it wait for tasks of their own.
 */
let wakeToken = false;
/** What waits for every part to be hydrated. */
const whenDone: (() => void)[] = [];

/**
 * Set once, by the Preact hydrator before its first render, and kept: from then on the browser's
 * tree wraps each part in a Suspense boundary. The server's never does — React outlines a large
 * boundary to the end of the stream and reveals it up to 300 ms later, which would hold back the
 * page's largest paint — and Preact hydrates a boundary over plain HTML (it has no markers of its
 * own); React's hydration (`react-router dev`) gets the server's tree.
 */
let partsDefer = false;

export function HydrateLater({ children }: { children: ReactNode }) {
  if (!partsDefer) return children;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

/**
 * A long list hydrated a few items at a time, each group a part of its own. A group adds no box
 * (`display: contents`): its items lay out as the list's own children, in a grid or a flex row.
 */
export function HydrateInGroups({ children, size }: { children: ReactNode[]; size: number }) {
  const groups: ReactNode[][] = [];
  for (let at = 0; at < children.length; at += size) groups.push(children.slice(at, at + size));
  return groups.map((group, index) => (
    <HydrateLater key={index}>
      <div className="contents">{group}</div>
    </HydrateLater>
  ));
}

function Later({ children }: { children: ReactNode }) {
  if (deferring) {
    if (!wakeToken) throw new Promise<void>((wake) => waiting.push(wake));
    wakeToken = false;
  }
  return children;
}

/** Called by the hydrator before its first render: the parts met meanwhile wait for `releaseDeferred`. */
export function deferWhileHydrating(): void {
  partsDefer = true;
  deferring = true;
}

/**
 * Hydrates the deferred parts, one task each, in document order (a part's own parts after it);
 * then, in a task of its own, `then` (the hydrator's held effects) and what waits in `onceHydrated`.
 */
export function releaseDeferred(then: () => void): void {
  const next = () => {
    const wake = waiting.shift();
    if (wake) {
      // The part renders in a microtask of this task (the render queue), so the next waits for another.
      wakeToken = true;
      wake();
      setTimeout(next, 0);
      return;
    }
    deferring = false;
    wakeToken = false;
    then();
    for (const run of whenDone.splice(0)) run();
  };
  setTimeout(next, 0);
}

/** Runs `run` once every deferred part has hydrated: now, if none is waiting. */
export function onceHydrated(run: () => void): void {
  if (deferring) whenDone.push(run);
  else run();
}
