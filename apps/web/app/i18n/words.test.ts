/**
 * Messages travel per route (issue 16, decision 14): every key a page or a
 * lazy view can show reaches the browser with it — in the root data, the
 * page's loader data (`pageWords`) or the view's own chunk
 * (`provideMessages`). A key missing there would show as its raw name to a
 * shopper; here it fails, naming the file and the keys.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { messageUsage } from './message-usage.ts';
import { FEATURES, messagesFor, pageMessagesFor, pageWords, PAGE_WORDS, type PageName } from './messages.server.ts';

const APP = fileURLToPath(new URL('..', import.meta.url));
const usage = messageUsage(APP, Object.keys(messagesFor('en')));
const SHELL_MODULES = ['root.tsx', 'routes/shell.tsx', 'entry.client.tsx'];

/** Every page route with the page routes around it (the operator console's pages sit in its layout). */
function pageRoutes(entries: RouteConfigEntry[], parents: string[] = []): { file: string; parents: string[] }[] {
  return entries.flatMap((entry) => {
    // A page shows something (a default export); a route that only redirects sends no words.
    const shows = /\.tsx$/.test(entry.file) && /^export default /m.test(readFileSync(`${APP}/${entry.file}`, 'utf8'));
    const page = shows && !SHELL_MODULES.includes(entry.file) ? [entry.file] : [];
    return [...page.map((file) => ({ file, parents })), ...pageRoutes(entry.children ?? [], [...parents, ...page])];
  });
}

/** The page names a route module's loader sends words for. */
function pagesSentBy(file: string): PageName[] {
  const source = readFileSync(`${APP}/${file}`, 'utf8');
  return [...source.matchAll(/pageWords\([^,]+,\s*'(\w+)'\)/g)].map((m) => m[1] as PageName);
}

const root = new Set(Object.keys(pageMessagesFor('en')));
const dictionaryKeys = (features: Iterable<string>) =>
  [...features].flatMap((name) => Object.keys(FEATURES[name as keyof typeof FEATURES].en));

/** The keys `file` (with its static imports) shows that `sent` and the dictionaries it bundles do not cover. */
function unsent(file: string, sent: Set<string>, bundled: Set<string> = new Set()): string[] {
  const words = usage(file);
  const covered = new Set([...sent, ...dictionaryKeys([...bundled, ...words.provided])]);
  return [...words.keys].filter((key) => !covered.has(key)).sort();
}

/** Every lazy view reachable from `file`, with what each one's way in bundled (views inside views). */
function lazyViews(file: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const queue: [string, Set<string>][] = [...usage(file).lazy].map((view) => [view, usage(file).provided]);
  while (queue.length) {
    const [view, bundledBefore] = queue.shift()!;
    if (found.has(view)) continue;
    found.set(view, bundledBefore);
    const inner = new Set([...bundledBefore, ...usage(view).provided]);
    for (const next of usage(view).lazy) queue.push([next, inner]);
  }
  return found;
}

const shellViews = new Map(SHELL_MODULES.flatMap((file) => [...lazyViews(file)]));

describe('words per route (issue 16: each page gets the strings it renders, lazy dialogs bring theirs)', () => {
  it('sends every word the shell shows (header, footer, drawers, account menu) in the root data', () => {
    for (const file of SHELL_MODULES) expect(unsent(file, root), file).toEqual([]);
  });

  it.each([...shellViews])('brings the words of %s, a view any page can open, with its chunk', (view, bundled) => {
    expect(unsent(view, root, bundled)).toEqual([]);
  });

  it.each(pageRoutes(routes))('sends every word $file and its lazy views show', ({ file, parents }) => {
    const pages = [file, ...parents].flatMap(pagesSentBy);
    const sent = new Set([...root, ...pages.flatMap((page) => Object.keys(pageWords('en', page)))]);
    expect(unsent(file, sent), file).toEqual([]);
    for (const [view, bundled] of lazyViews(file))
      if (!shellViews.has(view)) expect(unsent(view, sent, bundled), `${view} on ${file}`).toEqual([]);
  });

  it('leaves other pages\u2019 words out of the root data and of each page\u2019s', () => {
    for (const key of ['checkout.placeOrder', 'orders.orderNumber', 'home.popularItems', 'item.addToCart'])
      expect(root.has(key), key).toBe(false);
    expect(pageWords('en', 'home')['checkout.placeOrder']).toBeUndefined();
    expect(pageWords('ar', 'checkout')['checkout.placeOrder']).toBe(messagesFor('ar')['checkout.placeOrder']);
  });

  it('names only pages some route sends', () => {
    const sent = new Set(pageRoutes(routes).flatMap(({ file }) => pagesSentBy(file)));
    expect(Object.keys(PAGE_WORDS).filter((page) => !sent.has(page as PageName))).toEqual([]);
  });
});
