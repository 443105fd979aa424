/**
 * SQL of the cart's reads, its lock and its deletes (the guarded writes of
 * lines are in writer.ts). Every statement names the owner (a customer's
 * user_id or a guest's guest_id) and the module, so a line is only ever found
 * by whoever owns it. Reading a guest's lines also tells whether the guest id
 * was ever issued, in the same statement.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import type { CartModel, StoredVariation } from './line.ts';

export interface CartRow {
  id: number;
  user_id: number | null;
  guest_id: string | null;
  module_id: number;
  store_id: number;
  item_id: number;
  item_type: CartModel;
  variation: StoredVariation;
  variation_key: string;
  add_on_ids: number[];
  add_on_qtys: number[];
  quantity: number;
  price: string;
  created_at: Date;
  updated_at: Date;
}

const ownerColumn = (owner: Owner) => (owner.kind === 'customer' ? 'user_id' : 'guest_id');
const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.userId : owner.guestId);

/** The cart's owner as cart_versions names it (SQL cart_owner): 'u:<user id>' or 'g:<guest id>'. */
export const cartOwner = (owner: Owner) => (owner.kind === 'customer' ? `u:${owner.userId}` : `g:${owner.guestId}`);

/** One cart (owner and module) as announced on souq_carts, without the version: '<owner> <module_id>'. */
export const cartKey = (owner: Owner, moduleId: number) => `${cartOwner(owner)} ${moduleId}`;

/** A cart's lines and its version (cart_versions, raised by every statement that changes the lines). */
export interface CartState {
  version: number;
  rows: CartRow[];
}

/**
 * Serializes every change to one cart (owner and module) until the
 * transaction ends, so checks that read the cart (one store, stock and
 * limits across lines) hold when the change is written: locks the cart's
 * version row (made at 0 for a new cart) and returns the version.
 */
export async function lockCart(tx: Queryable, owner: Owner, moduleId: number): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `insert into cart_versions (owner, module_id) values ($1, $2)
     on conflict (owner, module_id) do update set version = cart_versions.version returning version`,
    [cartOwner(owner), moduleId],
  );
  return row.version;
}

/**
 * The owner's lines of a module (or just line `lineId`), oldest first. The
 * owner was checked by the route (a guest id signed by the server needs no
 * row until its first line: issue 13, item 5).
 */
export async function selectLines(db: Queryable, owner: Owner, moduleId: number, lineId?: number): Promise<CartRow[]> {
  const oneLine = lineId === undefined ? '' : 'and c.id = $3';
  const params = lineId === undefined ? [ownerValue(owner), moduleId] : [ownerValue(owner), moduleId, lineId];
  const column = owner.kind === 'customer' ? 'user_id' : 'guest_id';
  return db.query<CartRow>(
    `select c.* from carts c where c.${column} = $1 and c.module_id = $2 ${oneLine} order by c.id`,
    params,
  );
}

/**
 * The owner's cart of a module with its version, read in one statement (one
 * snapshot, so the lines are those of that version).
 */
export async function selectCart(db: Queryable, owner: Owner, moduleId: number): Promise<CartState> {
  const source =
    owner.kind === 'customer'
      ? '(select $1::integer as id) o left join carts c on c.user_id = o.id'
      : '(select $1::uuid as id) o left join carts c on c.guest_id = o.id';
  const rows = await db.query<CartRow & { cart_version: number | null }>(
    `select (select version from cart_versions v where v.owner = $3 and v.module_id = $2) as cart_version, c.*
       from ${source} and c.module_id = $2 where o.id = $1 order by c.id`,
    [ownerValue(owner), moduleId, cartOwner(owner)],
  );
  const version = rows[0]?.cart_version ?? 0;
  return { version, rows: rows.filter((row) => row.id !== null).map(({ cart_version: _, ...row }) => row) };
}

/** Deletes the owner's lines `ids` of a module (all of them when ids is null); the ids deleted. */
export async function deleteLines(
  db: Queryable,
  owner: Owner,
  moduleId: number,
  ids: number[] | null,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `delete from carts where ${ownerColumn(owner)} = $1 and module_id = $2 and ($3::bigint[] is null or id = any($3::bigint[])) returning id`,
    [ownerValue(owner), moduleId, ids],
  );
  return rows.map((row) => row.id);
}

/**
 * What placing an order needs of a cart, inside the order's transaction: the
 * owner's cart of the module serialized with every other change to it (its
 * version row), and its lines as they are now, locked until the commit.
 */
export async function lockCartForOrder(
  tx: Queryable,
  owner: Owner,
  moduleId: number,
): Promise<Pick<CartRow, 'id' | 'quantity' | 'updated_at'>[]> {
  await lockCart(tx, owner, moduleId);
  return tx.query<Pick<CartRow, 'id' | 'quantity' | 'updated_at'>>(
    `select id, quantity, updated_at from carts where ${ownerColumn(owner)} = $1 and module_id = $2 order by id for update`,
    [ownerValue(owner), moduleId],
  );
}

/** The ordered lines leave the cart, in the order's transaction. */
export async function clearOrderedLines(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await tx.query('delete from carts where id = any($1::bigint[])', [ids]);
}
