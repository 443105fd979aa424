/** SQL of applications to join, subscription packages and store accounts (migration 0025_a). */
import type { Queryable } from '@souq/db';
import { translationsOf, type Translations } from '../catalog/index.ts';
import { courierContactsTaken } from '../couriers/index.ts';

export type ApplicationKind = 'store' | 'courier';
export type ApplicationStatus = 'pending' | 'approved' | 'denied';

export interface ApplicationRow {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  email: string;
  phone: string;
  password_hash: string;
  data: Record<string, unknown>;
  store_id: number | null;
  delivery_man_id: number | null;
  denial_reason: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export interface PackageRow {
  id: number;
  package_name: string;
  price: string;
  validity: number;
  max_order: number | null;
  max_product: number | null;
  pos: boolean;
  mobile_app: boolean;
  chat: boolean;
  review: boolean;
  self_delivery: boolean;
  tr: Translations;
}

export async function selectPackages(db: Queryable): Promise<PackageRow[]> {
  return db.query<PackageRow>(
    `select p.id, p.package_name, p.price, p.validity, p.max_order, p.max_product, p.pos, p.mobile_app, p.chat,
            p.review, p.self_delivery, ${translationsOf('subscription_package', 'p.id')} as tr
       from subscription_packages p where p.status order by p.price, p.id`,
  );
}

/** Whether a store owner's account already holds the email or the phone. */
async function vendorContactsTaken(db: Queryable, email: string, phone: string) {
  const [row] = await db.query<{ email: boolean; phone: boolean }>(
    `select exists(select 1 from vendors where lower(email) = lower($1)) as email,
            exists(select 1 from vendors where phone = $2) as phone`,
    [email, phone],
  );
  return row;
}

/**
 * Whether an account (a store owner's here, a courier's in the couriers module) or a live (not
 * denied) application of the same kind already holds the email or the phone.
 */
export async function contactHolder(
  db: Queryable,
  kind: ApplicationKind,
  email: string,
  phone: string,
): Promise<{ email: boolean; phone: boolean }> {
  const [[row], account] = await Promise.all([
    db.query<{ email: boolean; phone: boolean }>(
      `select exists(select 1 from partner_applications where kind = $3 and status <> 'denied' and lower(email) = lower($1)) as email,
              exists(select 1 from partner_applications where kind = $3 and status <> 'denied' and phone = $2) as phone`,
      [email, phone, kind],
    ),
    kind === 'store' ? vendorContactsTaken(db, email, phone) : courierContactsTaken(db, email, phone),
  ]);
  return { email: row.email || account.email, phone: row.phone || account.phone };
}

export async function insertApplication(
  db: Queryable,
  row: { kind: ApplicationKind; email: string; phone: string; passwordHash: string; data: unknown },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `insert into partner_applications (kind, email, phone, password_hash, data)
     values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [row.kind, row.email, row.phone, row.passwordHash, JSON.stringify(row.data)],
  );
  return inserted.id;
}

export async function selectApplications(
  db: Queryable,
  /** offset: the page number, from 1 (6amMart's). */
  filter: { kind: ApplicationKind | null; status: ApplicationStatus | null; limit: number; offset: number },
): Promise<{ total: number; rows: ApplicationRow[] }> {
  const where = `($1::text is null or kind = $1) and ($2::text is null or status = $2)`;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from partner_applications where ${where}`, [
    filter.kind,
    filter.status,
  ]);
  const rows = await db.query<ApplicationRow>(
    `select * from partner_applications where ${where} order by created_at desc, id desc limit $3 offset $4`,
    [filter.kind, filter.status, filter.limit, (filter.offset - 1) * filter.limit],
  );
  return { total: count.n, rows };
}

/** The application, locked for its review (one operator's decision at a time). */
export async function lockApplication(db: Queryable, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>('select * from partner_applications where id = $1 for update', [id]);
  return row;
}

export async function markReviewed(
  db: Queryable,
  id: number,
  change: { status: 'approved' | 'denied'; storeId?: number; deliveryManId?: number; reason?: string | null },
): Promise<void> {
  await db.query(
    `update partner_applications
        set status = $2, store_id = $3, delivery_man_id = $4, denial_reason = $5, reviewed_at = now()
      where id = $1`,
    [id, change.status, change.storeId ?? null, change.deliveryManId ?? null, change.reason ?? null],
  );
}

export async function insertVendor(
  db: Queryable,
  v: { firstName: string; lastName: string; phone: string; email: string; passwordHash: string; storeId: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into vendors (f_name, l_name, phone, email, password, store_id) values ($1, $2, $3, $4, $5, $6) returning id`,
    [v.firstName, v.lastName, v.phone, v.email, v.passwordHash, v.storeId],
  );
  return row.id;
}

/** Postgres unique violation on an application's, a store account's or a courier's email or phone. */
export function duplicateField(error: unknown): 'email' | 'phone' | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const name = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (/partner_applications_email_key|vendors_email_key/.test(name)) return 'email';
  if (/partner_applications_phone_key|vendors_phone_key|delivery_men_phone_key/.test(name)) return 'phone';
  return null;
}
