/**
 * The customer's row as other modules read and change it (the auth module owns `users`): the
 * profile customer/info shows, its edits, the people other modules name (reviewers, chat
 * partners), what placing an order or a trip reads (referral standing, contact) and writes (the
 * zone), and the interests recommendations start from. Each takes the caller's transaction where it has one.
 */
import type { Queryable } from '@souq/db';
import type { UserRow } from './queries.ts';

export interface ProfileRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  is_phone_verified: boolean;
  is_email_verified: boolean;
  email_verified_at: Date | null;
  login_medium: string;
  social_id: string | null;
  status: boolean;
  order_count: number;
  zone_id: number | null;
  wallet_balance: string;
  loyalty_point: number;
  ref_code: string;
  ref_by: number | null;
  interest: number[];
  module_ids: number[];
  current_language_key: string;
  cm_firebase_token: string | null;
  created_at: Date;
  updated_at: Date;
  member_since_days: number;
  has_password: boolean;
}

/** customer/info's row: the profile, whole days as a member, whether a password is set. */
export async function selectProfile(db: Queryable, userId: number): Promise<ProfileRow> {
  const [row] = await db.query<ProfileRow>(
    `select id, f_name, l_name, phone, email, image, is_phone_verified, is_email_verified, email_verified_at, login_medium,
            social_id, status, order_count, zone_id, wallet_balance, loyalty_point, ref_code, ref_by, interest, module_ids,
            current_language_key, cm_firebase_token, created_at, updated_at, password is not null as has_password,
            floor(extract(epoch from now() - created_at) / 86400)::int as member_since_days
       from users where id = $1`,
    [userId],
  );
  return row;
}

/** The language the customer uses, kept for notifications (as 6amMart does from X-localization). */
export async function setLanguageKey(db: Queryable, userId: number, locale: string): Promise<void> {
  await db.query('update users set current_language_key = $2 where id = $1', [userId, locale]);
}

export interface ProfileChange {
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  phoneChanged: boolean;
  phoneProven: boolean;
  emailChanged: boolean;
  emailProven: boolean;
  image: string | null;
  password: string | null;
}

/** Writes a profile edit (a changed contact is verified only when proven; image and password only when given). */
export async function updateProfile(tx: Queryable, userId: number, c: ProfileChange): Promise<void> {
  await tx.query(
    `update users set f_name = $2, l_name = $3, phone = $4, email = $5,
            is_phone_verified = case when $6 then $7 else is_phone_verified end,
            is_email_verified = case when $8 then $9 else is_email_verified end,
            email_verified_at = case when $8 then (case when $9 then now() end) else email_verified_at end,
            image = coalesce($10, image), password = coalesce($11, password), updated_at = now()
      where id = $1`,
    [
      userId,
      c.f_name,
      c.l_name,
      c.phone,
      c.email,
      c.phoneChanged,
      c.phoneProven,
      c.emailChanged,
      c.emailProven,
      c.image,
      c.password,
    ],
  );
}

/** Adds category ids to the customer's interests and a module (when given) to their modules. */
export async function addInterests(db: Queryable, userId: number, interest: number[], moduleId: number | null) {
  await db.query(
    `update users set
       interest = (select coalesce(jsonb_agg(distinct value order by value), '[]') from (
                     select value::int as value from jsonb_array_elements_text(interest)
                     union select unnest($2::int[])) ids),
       module_ids = case when $3::int is null or module_ids @> to_jsonb($3::int) then module_ids else module_ids || to_jsonb($3::int) end,
       updated_at = now()
     where id = $1`,
    [userId, interest, moduleId],
  );
}

/** The category ids the customer chose as interests (customer/update-interest). */
export async function selectInterests(db: Queryable, userId: number): Promise<number[]> {
  const [row] = await db.query<{ interest: unknown }>('select interest from users where id = $1', [userId]);
  return Array.isArray(row?.interest) ? row.interest.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
}

export async function setPushToken(db: Queryable, userId: number, token: string | null): Promise<void> {
  await db.query('update users set cm_firebase_token = $2, updated_at = now() where id = $1', [userId, token]);
}

/** A customer as other modules name them: name, contacts, picture. */
export type Person = Pick<UserRow, 'id' | 'f_name' | 'l_name' | 'phone' | 'email' | 'image'>;

/** Names, contacts and pictures of customers by id (reviewers, chat partners, a booking's contact). */
export async function selectPeople(db: Queryable, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Person>(
    'select id, f_name, l_name, phone, email, image from users where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** A live customer's contact and what the referral first-order (first-trip) discount reads: referred, whole days a member. */
export async function selectReferralFacts(db: Queryable, userId: number) {
  const [row] = await db.query<Person & { ref_by: number | null; days: number }>(
    `select id, f_name, l_name, phone, email, image, ref_by, floor(extract(epoch from now() - created_at) / 86400)::int as days
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return row ?? null;
}

/** The zone the customer last ordered in (reference: user.zone_id at placement), inside the order's transaction. */
export async function rememberOrderZone(tx: Queryable, userId: number, zoneId: number): Promise<void> {
  await tx.query('update users set zone_id = $2 where id = $1 and zone_id is distinct from $2', [userId, zoneId]);
}

/** What decides a customer's notification list: their choices, zone, joining day and last read. */
export interface NotificationStanding {
  notify_order_updates: boolean;
  notify_promotions: boolean;
  zone_id: number | null;
  created_at: Date;
  notifications_read_at: Date | null;
}

export async function selectNotificationStanding(db: Queryable, userId: number): Promise<NotificationStanding | null> {
  const [row] = await db.query<NotificationStanding>(
    'select notify_order_updates, notify_promotions, zone_id, created_at, notifications_read_at from users where id = $1',
    [userId],
  );
  return row ?? null;
}

/** The customer read their notifications now (inside the caller's transaction). */
export async function markNotificationsRead(tx: Queryable, userId: number): Promise<void> {
  await tx.query('update users set notifications_read_at = now() where id = $1', [userId]);
}

/** Changes the given notification choices (null: unchanged). */
export async function setNotificationChoices(
  db: Queryable,
  userId: number,
  orderUpdates: boolean | null,
  promotions: boolean | null,
): Promise<void> {
  await db.query(
    `update users set notify_order_updates = coalesce($2, notify_order_updates),
                      notify_promotions = coalesce($3, notify_promotions), updated_at = now()
      where id = $1`,
    [userId, orderUpdates, promotions],
  );
}
