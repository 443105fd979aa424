/**
 * Carts held in memory, so listing a cart costs no database round trip and
 * a change is checked against the lines without reading them first
 * (decision 11). What keeps them true:
 * - every statement that changes a cart's lines raises its version and
 *   announces it on "souq_carts" at commit (migration 0008), whoever runs
 *   it: this instance, another one, the checkout, a cascade;
 * - a cart is forgotten when a higher version than the one held is
 *   announced; a cart read or written here is kept only if no higher
 *   version was announced while the read or write was on its way;
 * - while the listening connection is down (notifications may be missed)
 *   nothing is held and nothing is kept;
 * - writes made from memory name the version they were checked against
 *   (queries.ts, Expected): a cart held here that is already stale can make
 *   a list a moment old on another instance, never a wrong write.
 */
import type { Database } from '@souq/db';
import { LRUCache } from 'lru-cache';
import type { Owner } from '../../http/auth.ts';
import { listening } from '../../lib/listening.ts';
import { cartKey, type CartState } from './queries.ts';

const CHANNEL = 'souq_carts';
/** Carts held: about 1 kB a line. The time to live is only a backstop; announcements keep them true. */
const HELD = { max: 20_000, ttlMs: 10 * 60_000 };
/** Versions announced lately, to refuse keeping a read that was overtaken on its way (reads take milliseconds). */
const ANNOUNCED = { max: 20_000, ttlMs: 60_000 };

export interface CartMemory {
  /** The cart as last read or written, while it is known to be current. */
  get(owner: Owner, moduleId: number): CartState | undefined;
  /** Call before reading or writing a cart; keep(state) then holds the outcome unless it was overtaken meanwhile. */
  keeper(owner: Owner, moduleId: number): (state: CartState) => void;
  forget(owner: Owner, moduleId: number): void;
  /** Starts listening; until then (and whenever the listening connection is down) nothing is held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createCartMemory(db: Database): CartMemory {
  const held = new LRUCache<string, CartState>({ max: HELD.max, ttl: HELD.ttlMs });
  const announced = new LRUCache<string, number>({ max: ANNOUNCED.max, ttl: ANNOUNCED.ttlMs });

  const heard = listening(db, CHANNEL, {
    message(payload) {
      const cut = payload.lastIndexOf(' ');
      const key = payload.slice(0, cut);
      const version = Number(payload.slice(cut + 1));
      if (!Number.isFinite(version)) return;
      if ((announced.get(key) ?? -1) < version) announced.set(key, version);
      const state = held.get(key);
      if (state && state.version < version) held.delete(key);
    },
    reset() {
      held.clear();
      announced.clear();
    },
  });

  return {
    get(owner, moduleId) {
      return heard.live ? held.get(cartKey(owner, moduleId)) : undefined;
    },
    keeper(owner, moduleId) {
      const key = cartKey(owner, moduleId);
      const mayKeep = heard.mayKeep();
      return (state) => {
        if (!mayKeep() || (announced.get(key) ?? -1) > state.version) return;
        if ((held.get(key)?.version ?? -1) > state.version) return;
        held.set(key, state);
      };
    },
    forget(owner, moduleId) {
      held.delete(cartKey(owner, moduleId));
    },
    start: () => heard.start(),
    close: () => heard.close(),
  };
}
