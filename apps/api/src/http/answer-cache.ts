/**
 * Whole answers of a public GET route, kept as the JSON text that was sent.
 *
 * For routes whose answer is a function of the URL, a few request headers and
 * in-memory state that can be named (snapshots held by identity, the minute,
 * a version counter): a hit is answered in the route's onRequest hook, before
 * validation, the handler and serialization, so a repeated search costs
 * about what a static answer costs. An entry is used only while every piece
 * of the state it was made from is still the same object or value, and for at
 * most `ttlMs` (what no state can name: other instances' writes). The state is
 * read when the request arrives, before the handler reads anything, so a change
 * that lands while an answer is being made leaves that answer already stale.
 *
 * Only 200 answers are kept; errors are made afresh every time. Keys come from
 * requests, so the cache is bounded (least recently used first out).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sendSerializedJson } from './reply.ts';

export interface AnswerCacheOptions {
  /** Most answers kept. */
  max: number;
  /** Longest an answer is kept, whatever the state says. */
  ttlMs: number;
  /** A shorter time for some answers (those that depend on what other instances change often). */
  ttlFor?(request: FastifyRequest): number;
  /** The request headers (or other request facts) the answer depends on besides the URL, as one string. */
  vary(request: FastifyRequest): string;
  /** The state an answer is made from, compared piece by piece with `===`. */
  state(request: FastifyRequest): Promise<readonly unknown[]>;
}

interface Entry {
  text: string;
  state: readonly unknown[];
  expires: number;
}

export interface AnswerCache {
  /** The route options that answer hits and keep misses. */
  readonly hooks: {
    onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
    onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  };
}

export function answerCache(options: AnswerCacheOptions): AnswerCache {
  // Each entry carries its own expiry (ttlFor); the cache only bounds how many are kept.
  const entries = new LRUCache<string, Entry>({ max: options.max });
  const making = new WeakMap<FastifyRequest, { key: string; state: readonly unknown[]; ttlMs: number }>();
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((piece, i) => piece === b[i]);

  return {
    hooks: {
      async onRequest(request, reply) {
        if (request.method !== 'GET') return undefined;
        const key = `${request.url}\n${options.vary(request)}`;
        const state = await options.state(request);
        const entry = entries.get(key);
        if (entry && entry.expires > Date.now() && same(entry.state, state)) {
          return sendSerializedJson(reply, entry.text);
        }
        making.set(request, { key, state, ttlMs: Math.min(options.ttlMs, options.ttlFor?.(request) ?? options.ttlMs) });
        return undefined;
      },
      async onSend(request, reply, payload) {
        const made = making.get(request);
        if (made && reply.statusCode === 200 && typeof payload === 'string') {
          entries.set(made.key, { text: payload, state: made.state, expires: Date.now() + made.ttlMs });
        }
        return payload;
      },
    },
  };
}
