/**
 * What the API's catalog answers the same to every visitor of a zone, module
 * and language (the sections of /home), kept between pages (issue 21,
 * decision 22), so a page does not ask the API a dozen lists again.
 *
 * Correct by construction:
 * - A change of the catalog or its settings (the API's `catalog.invalidate()`,
 *   `forgetItems()`, a settings write) changes `context.catalogVersion()`
 *   before the write answers, and an entry of another version is not used:
 *   the operator's change shows on the next page. A read that a change
 *   overtook is not kept.
 * - Store `open`, running discounts and flash sales follow the business
 *   clock by the minute: an entry ends at the next minute, and at most
 *   TTL_MS after it was read (other instances' writes reach this one's API
 *   within its own 30 s; this adds at most TTL_MS).
 * - Without `catalogVersion` (the API in another process) nothing is kept.
 * - A read that failed (thrown, or `keep` says no) is not kept.
 */
import type { AppLoadContext } from 'react-router';

const TTL_MS = 10_000;
/** Zones come from a cookie: a visitor inventing zone lists must not grow this without end. */
const MAX_ENTRIES = 200;

interface Entry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export function catalogCached<T>(
  context: AppLoadContext,
  key: string,
  read: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const version = context.catalogVersion?.();
  if (version === undefined) return read();
  const now = Date.now();
  const held = entries.get(key);
  if (held && held.version === version && held.expires > now) return held.value as Promise<T>;

  const value = read();
  const entry: Entry = { version, expires: Math.min(now + TTL_MS, now - (now % 60_000) + 60_000), value };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const drop = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  value.then((answer) => {
    if (context.catalogVersion!() !== version || !keep(answer)) drop();
  }, drop);
  return value;
}
