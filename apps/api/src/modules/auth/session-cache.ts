/**
 * Sessions held in memory, so a signed-in request (a cart list on every
 * page, say) needs no token lookup. A session ends by a change the database
 * announces on "souq_sessions" with the user's id (migration 0009: a token
 * revoked, re-dated or deleted; an account blocked, deleted or removed),
 * whoever makes it; then every session held for that user is dropped.
 * Held only while announcements are heard (lib/listening.ts), never past
 * the token's expiry, and a lookup overtaken by an announcement for its
 * user is not kept. Only sessions are held: an unknown token is always
 * looked up, since a new one may have just been issued.
 */
import type { Database } from '@souq/db';
import { LRUCache } from 'lru-cache';
import { listening } from '../../lib/listening.ts';
import { hashSecret, lookupSession, type Session } from './tokens.ts';

const CHANNEL = 'souq_sessions';
const MAX_HELD = 20_000;
/** A backstop only: announcements end sessions, expiry is checked on every use. */
const HELD_MS = 10 * 60_000;
/** Users announced lately, to refuse keeping a lookup that was overtaken on its way (lookups take milliseconds). */
const ANNOUNCED = { max: 20_000, ttlMs: 60_000 };

interface Held {
  session: Session;
  /** The token's expiry or the backstop, whichever comes first (epoch ms). */
  until: number;
}

export function createSessionCache(db: Database) {
  // Insertion order is age: the oldest goes first when full. byUser finds a user's tokens when an announcement ends them.
  const held = new Map<string, Held>();
  const byUser = new Map<number, Set<string>>();
  const announced = new LRUCache<number, number>({ max: ANNOUNCED.max, ttl: ANNOUNCED.ttlMs });
  let lookups = 0;

  function drop(hash: string): void {
    const entry = held.get(hash);
    if (!entry) return;
    held.delete(hash);
    const hashes = byUser.get(entry.session.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.session.userId);
  }

  function forgetUser(userId: number): void {
    for (const hash of [...(byUser.get(userId) ?? [])]) drop(hash);
  }

  function keep(hash: string, entry: Held): void {
    drop(hash);
    held.set(hash, entry);
    let hashes = byUser.get(entry.session.userId);
    if (!hashes) byUser.set(entry.session.userId, (hashes = new Set()));
    hashes.add(hash);
    if (held.size > MAX_HELD) drop(held.keys().next().value as string);
  }

  const heard = listening(db, CHANNEL, {
    message(payload) {
      const userId = Number(payload);
      if (!Number.isInteger(userId)) return;
      announced.set(userId, ++lookups);
      forgetUser(userId);
    },
    reset() {
      held.clear();
      byUser.clear();
      announced.clear();
    },
  });

  return {
    /** The session a token opens, or null when unknown, expired, revoked, or its account is blocked or deleted. */
    async find(token: string): Promise<Session | null> {
      if (token.length > 200) return null;
      const hash = hashSecret(token);
      const entry = heard.live ? held.get(hash) : undefined;
      if (entry && entry.until > Date.now()) return entry.session;
      if (entry) drop(hash);
      const mayKeep = heard.mayKeep();
      const began = ++lookups;
      const found = await lookupSession(db, hash);
      if (!found) return null;
      const overtaken = (announced.get(found.session.userId) ?? 0) > began;
      if (mayKeep() && !overtaken) {
        keep(hash, { session: found.session, until: Math.min(found.expiresAt.getTime(), Date.now() + HELD_MS) });
      }
      return found.session;
    },
    /** Drops a user's held sessions now (their change is also announced, at commit). */
    forgetUser,
    start: () => heard.start(),
    close: () => heard.close(),
  };
}
