/** SQL on users and their secrets, shared by the sign-in flows and the profile. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@souq/db';

/** The two ways an account is reached: its phone or its email. */
export type ContactMedium = 'phone' | 'email';

export interface UserRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  password: string | null;
  is_phone_verified: boolean;
  is_email_verified: boolean;
  login_medium: string;
  social_id: string | null;
  status: boolean;
  ref_code: string;
  ref_by: number | null;
}

const USER_COLUMNS = `id, f_name, l_name, phone, email, image, password, is_phone_verified, is_email_verified,
  login_medium, social_id, status, ref_code, ref_by`;

/** A live (not deleted) account by its normalised phone or email. */
export async function findUserByContact(
  db: Queryable,
  kind: ContactMedium,
  value: string,
): Promise<UserRow | undefined> {
  const where = kind === 'email' ? 'lower(email) = lower($1)' : 'phone = $1';
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where ${where} and deleted_at is null`, [
    value,
  ]);
  return row;
}

/**
 * Whether the account signed in from this address in the last 30 days: the
 * per-account sign-in limits spare such an address, so a stranger's wrong
 * passwords cannot lock the owner out where they usually sign in.
 */
export async function isKnownAddress(db: Queryable, userId: number, ip: string | undefined): Promise<boolean> {
  if (!ip) return false;
  const rows = await db.query(
    `select 1 from auth_tokens where user_id = $1 and ip_address = $2 and created_at > now() - interval '30 days' limit 1`,
    [userId, ip],
  );
  return rows.length > 0;
}

export async function findUserById(db: Queryable, id: number, { lock = false } = {}): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where id = $1 and deleted_at is null${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export interface NewUser {
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
  email?: string | null;
  password?: string | null;
  is_phone_verified?: boolean;
  is_email_verified?: boolean;
  login_medium: string;
  social_id?: string | null;
  ref_by?: number | null;
}

/** Referral codes: 10 characters without look-alikes (0/O, 1/I). */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referralCode(): string {
  return Array.from(randomBytes(10), (byte) => REF_ALPHABET[byte % REF_ALPHABET.length]).join('');
}

export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await tx.query<UserRow>(
    `insert into users (f_name, l_name, phone, email, password, is_phone_verified, is_email_verified, email_verified_at,
                        login_medium, social_id, ref_by, ref_code)
     values ($1, $2, $3, $4, $5, $6, $7, case when $7 then now() end, $8, $9, $10, $11)
     returning ${USER_COLUMNS}`,
    [
      user.f_name ?? null,
      user.l_name ?? null,
      user.phone ?? null,
      user.email ?? null,
      user.password ?? null,
      user.is_phone_verified ?? false,
      user.is_email_verified ?? false,
      user.login_medium,
      user.social_id ?? null,
      user.ref_by ?? null,
      referralCode(),
    ],
  );
  return row;
}

export async function markContactVerified(tx: Queryable, userId: number, kind: ContactMedium): Promise<void> {
  await tx.query(
    kind === 'phone'
      ? 'update users set is_phone_verified = true, updated_at = now() where id = $1'
      : 'update users set is_email_verified = true, email_verified_at = now(), updated_at = now() where id = $1',
    [userId],
  );
}

export async function setPassword(tx: Queryable, userId: number, hash: string | null): Promise<void> {
  await tx.query('update users set password = $2, updated_at = now() where id = $1', [userId, hash]);
}

/**
 * Whether a phone or email may sign in to, reset or claim its account (issue
 * 13, item 8: account pre-hijacking). Once one of the account's contacts is
 * proven, a contact that never was has no power: someone may have signed up
 * with a stranger's email and their own phone, and the stranger since proved
 * the email and uses the account. Until anything is proven, either may.
 */
export function contactMaySignIn(user: Pick<UserRow, 'is_phone_verified' | 'is_email_verified'>, kind: ContactMedium) {
  const [own, other] =
    kind === 'phone'
      ? [user.is_phone_verified, user.is_email_verified]
      : [user.is_email_verified, user.is_phone_verified];
  return own || !other;
}

/**
 * Takes a phone or email away from an account that never proved it owns
 * it, after its real owner proved they do ("Is It You?" → no).
 */
export async function detachContact(tx: Queryable, userId: number, kind: ContactMedium): Promise<void> {
  await tx.query(
    kind === 'phone'
      ? 'update users set phone = null, is_phone_verified = false, updated_at = now() where id = $1'
      : 'update users set email = null, is_email_verified = false, email_verified_at = null, updated_at = now() where id = $1',
    [userId],
  );
}

/** Postgres unique violation on users' phone or email index. */
export function uniqueViolation(error: unknown): 'phone' | 'email' | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const name = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (name.includes('users_phone_key')) return 'phone';
  if (name.includes('users_email_key')) return 'email';
  return null;
}
