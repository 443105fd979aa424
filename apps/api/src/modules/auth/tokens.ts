/**
 * Bearer tokens: 32 random bytes (base64url) handed to the client once;
 * only their sha256 is stored. A token lives 30 days from sign-in (fixed,
 * not sliding), and dies earlier on logout, password reset or account
 * deletion. A blocked or deleted account's tokens stop working at once,
 * because every lookup joins the live user row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@souq/db';

export const TOKEN_LIFETIME_DAYS = 30;

export interface Session {
  userId: number;
  tokenId: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return sha256(secret);
}

export async function issueToken(
  tx: Queryable,
  userId: number,
  client: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newSecret();
  // Housekeeping: this user's dead tokens go as a new one is made.
  await tx.query('delete from auth_tokens where user_id = $1 and (expires_at < now() or revoked_at is not null)', [
    userId,
  ]);
  await tx.query(
    `insert into auth_tokens (user_id, token_hash, expires_at, ip_address, user_agent)
     values ($1, $2, now() + make_interval(days => $3), $4, $5)`,
    [userId, sha256(token), TOKEN_LIFETIME_DAYS, client.ip ?? null, client.userAgent?.slice(0, 300) ?? null],
  );
  return token;
}

/**
 * The session a token (by its hash) opens, with when the token expires; null
 * when unknown, expired, revoked, or its account is blocked or deleted.
 */
export async function lookupSession(
  db: Queryable,
  tokenHash: string,
): Promise<{ session: Session; expiresAt: Date } | null> {
  const [row] = await db.query<{ token_id: number; user_id: number; expires_at: Date }>(
    `select t.id as token_id, t.user_id, t.expires_at
       from auth_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
        and u.status and u.deleted_at is null`,
    [tokenHash],
  );
  return row ? { session: { userId: row.user_id, tokenId: row.token_id }, expiresAt: row.expires_at } : null;
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('update auth_tokens set revoked_at = now() where id = $1 and revoked_at is null', [tokenId]);
}

/** Ends every session of a user, but the one given (the device that asked). */
export async function revokeAllTokens(tx: Queryable, userId: number, exceptTokenId?: number): Promise<void> {
  await tx.query(
    'update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null and id <> coalesce($2, 0)',
    [userId, exceptTokenId ?? null],
  );
}
