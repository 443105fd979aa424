/**
 * Who is calling: the customer behind a bearer token, or a guest by the
 * guest_id the request carries. Routes use these three functions:
 *   optionalCustomer(request)  → session or null (a bad token is still a 401)
 *   requireCustomer(request)   → session, else 401 'You are not logged in'
 *   requireOwner(request, id)  → customer or known guest (cart, orders);
 *                                a signed guest id is known without a lookup
 * Old clients send "Bearer null" when signed out; that is no token.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError, unauthorized } from './errors.ts';

export interface CustomerSession {
  userId: number;
  /** The token's row, so logout can revoke exactly this one. */
  tokenId: number;
}

export type Owner = { kind: 'customer'; userId: number } | { kind: 'guest'; guestId: string };

declare module 'fastify' {
  interface FastifyInstance {
    souq: AppContext;
  }
}

/** The message clients show on a 401 after sign-in (spec §8). */
export const SESSION_ENDED = 'Your account is inactive or Your token has been expired';

const resolved = new WeakMap<FastifyRequest, Promise<CustomerSession | null>>();

export function optionalCustomer(request: FastifyRequest): Promise<CustomerSession | null> {
  let session = resolved.get(request);
  if (!session) {
    session = resolve(request);
    resolved.set(request, session);
  }
  return session;
}

async function resolve(request: FastifyRequest): Promise<CustomerSession | null> {
  const token = request.ctx.token;
  if (!token) return null;
  const session = await request.server.souq.accounts.findSession(token);
  // A token that no longer works is refused, not ignored: the client must drop it (spec §4).
  if (!session) throw new AppError(401, 'auth-001', SESSION_ENDED);
  return session;
}

export async function requireCustomer(request: FastifyRequest): Promise<CustomerSession> {
  const session = await optionalCustomer(request);
  if (!session) throw unauthorized();
  return session;
}

/** The guest id a request carries: the given value, else the guest_id query or body field, else a guest-id header. */
export function readGuestId(request: FastifyRequest, given?: unknown): string | null {
  const fromBody =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>).guest_id : undefined;
  const candidates = [
    given,
    (request.query as Record<string, unknown> | undefined)?.guest_id,
    fromBody,
    request.headers['guest-id'],
  ];
  for (const value of candidates) {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (text && text !== 'null' && text !== 'undefined') return text.toLowerCase();
  }
  return null;
}

/**
 * For routes open to customers and guests: the token wins when present;
 * otherwise the guest id must be one the server issued.
 */
export async function requireOwner(request: FastifyRequest, guestId?: unknown): Promise<Owner> {
  const session = await optionalCustomer(request);
  if (session) return { kind: 'customer', userId: session.userId };
  const id = readGuestId(request, guestId);
  if (!id) throw unauthorized();
  if (!(await request.server.souq.accounts.guestExists(id))) throw unknownGuest();
  return { kind: 'guest', guestId: id };
}

/**
 * Before a write that makes a guest's first row (a cart change, an order):
 * the guest's row, which carts and orders point at, is written once here
 * (limited per address: the only guest write; issue 13, item 5).
 */
export async function recordGuestWrite(request: FastifyRequest, owner: Owner): Promise<void> {
  if (owner.kind === 'guest') await request.server.souq.accounts.recordGuest(owner.guestId, request.ip);
}

/** The 401 for a guest id the server never issued. */
export const unknownGuest = () =>
  new AppError(401, 'guest_id', 'This guest id is not recognised. Please request a new one.');
