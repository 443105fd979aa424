/**
 * Cart writes planned from memory (service.ts, change), gathered: while
 * IN_FLIGHT statements are on their way to the database, new writes wait,
 * then go together in one statement — one round trip and one commit for all
 * of them. A round trip is most of what a cart write costs the API (waking
 * the database's process is a system call) and the commit most of what it
 * costs the database, so under load each write pays a fraction of both.
 *
 * Each write still lands only if its cart is at the version it was planned
 * from (the statement locks those version rows, in a fixed order); a write
 * that does not land, or a statement that fails as a whole, answers null and
 * the caller takes the locked path. One write per cart per statement: two
 * were planned from the same version, so only one of them could land.
 *
 * On the embedded engine (PGlite) there is no round trip to save and the
 * gathered statement costs more to plan than it saves, so each write goes
 * alone, guarded the same way (50 connections: about 400 adds a second alone,
 * 250 gathered).
 */
import type { Database, Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import { cartKey, cartOwner, type CartRow } from './queries.ts';
import type { PricedLine } from './line.ts';

/** A change to one cart: a new line, a line rewritten, or lines deleted. */
export type Write =
  | { kind: 'insert'; line: PricedLine; unitPrice: string }
  | { kind: 'update'; id: number; line: PricedLine; unitPrice: string }
  | { kind: 'delete'; ids: number[] };

export interface CartWriter {
  /** The cart's lines after the write, or null when it did not land (the cart moved on, or the statement failed). */
  submit(owner: Owner, moduleId: number, version: number, rows: CartRow[], write: Write): Promise<CartRow[] | null>;
}

/** Statements on their way at once; the rest wait for one to come back. */
const IN_FLIGHT = 2;
/** Writes in one statement at most. */
const MAX_BATCH = 200;

interface Pending {
  cart: string;
  input: Record<string, unknown>;
  rows: CartRow[];
  write: Write;
  done: (rows: CartRow[] | null) => void;
}

type ResultRow = CartRow & { n: number };

/**
 * One statement for a batch: the inputs, the carts still at their versions
 * (locked), then the inserts, updates and deletes of those carts, each
 * returned row tagged with its input's number n.
 */
const BATCH_SQL = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    n integer, owner text, module_id integer, version bigint, op text, line_ids bigint[],
    user_id integer, guest_id uuid, store_id integer, item_id integer, item_type text, variation jsonb,
    variation_key text, add_on_ids integer[], add_on_qtys integer[], quantity integer, price numeric)
),
ready as (
  select i.* from input i join cart_versions v on v.owner = i.owner and v.module_id = i.module_id and v.version = i.version
  order by v.owner, v.module_id
  for update of v
),
inserted as (
  insert into carts (user_id, guest_id, module_id, store_id, item_id, item_type, variation, variation_key, add_on_ids, add_on_qtys, quantity, price)
  select user_id, guest_id, module_id, store_id, item_id, item_type, variation, variation_key, add_on_ids, add_on_qtys, quantity, price
    from ready where op = 'insert'
  returning *
),
updated as (
  update carts c set variation = r.variation, variation_key = r.variation_key, add_on_ids = r.add_on_ids, add_on_qtys = r.add_on_qtys,
         quantity = r.quantity, price = r.price, updated_at = now()
    from ready r where r.op = 'update' and c.id = r.line_ids[1] and cart_owner(c.user_id, c.guest_id) = r.owner and c.module_id = r.module_id
  returning r.n, c.*
),
deleted as (
  delete from carts c using ready r
   where r.op = 'delete' and c.id = any(r.line_ids) and cart_owner(c.user_id, c.guest_id) = r.owner and c.module_id = r.module_id
  returning r.n, c.*
)
select r.n, i.* from inserted i
  join ready r on r.op = 'insert' and r.owner = cart_owner(i.user_id, i.guest_id) and r.module_id = i.module_id
   and r.item_id = i.item_id and r.variation_key = i.variation_key
union all select * from updated
union all select * from deleted`;

/** One write alone: $1 owner, $2 module, $3 version, then the write's own values. */
const GUARD =
  'with cart as (select 1 from cart_versions where owner = $1 and module_id = $2 and version = $3 for update) ';
const ALONE_SQL = {
  insert: `${GUARD}insert into carts (user_id, guest_id, module_id, store_id, item_id, item_type, variation, variation_key, add_on_ids, add_on_qtys, quantity, price)
    select $4, $5, $2, $6, $7, $8, $9, $10, $11, $12, $13, $14 from cart returning *`,
  update: `${GUARD}update carts c set variation = $5, variation_key = $6, add_on_ids = $7, add_on_qtys = $8, quantity = $9, price = $10, updated_at = now()
    from cart where c.id = $4 and cart_owner(c.user_id, c.guest_id) = $1 and c.module_id = $2 returning c.*`,
  delete: `${GUARD}delete from carts c using cart where c.id = any($4::bigint[]) and cart_owner(c.user_id, c.guest_id) = $1 and c.module_id = $2 returning c.*`,
};

export function createCartWriter(db: Pick<Database, 'query'>, { gather }: { gather: boolean }): CartWriter {
  const queue: Pending[] = [];
  let inFlight = 0;

  function next(): void {
    while (inFlight < IN_FLIGHT && queue.length) {
      const batch: Pending[] = [];
      const carts = new Set<string>();
      for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
        if (carts.has(queue[i].cart)) {
          i++;
          continue;
        }
        carts.add(queue[i].cart);
        batch.push(queue.splice(i, 1)[0]);
      }
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        next();
      });
    }
  }

  async function run(batch: Pending[]): Promise<void> {
    let results: ResultRow[];
    try {
      results = await db.query<ResultRow>(BATCH_SQL, [
        JSON.stringify(batch.map((pending, n) => ({ ...pending.input, n }))),
      ]);
    } catch {
      for (const pending of batch) pending.done(null);
      return;
    }
    const byInput = new Map<number, CartRow[]>();
    for (const { n, ...row } of results) {
      const list = byInput.get(n);
      if (list) list.push(row);
      else byInput.set(n, [row]);
    }
    batch.forEach((pending, n) => pending.done(linesAfter(pending.rows, pending.write, byInput.get(n))));
  }

  return {
    submit(owner, moduleId, version, rows, write) {
      return new Promise((done) => {
        if (!gather) return void writeAlone(db, owner, moduleId, version, rows, write).then(done, () => done(null));
        queue.push({
          cart: cartKey(owner, moduleId),
          input: inputOf(owner, moduleId, version, write),
          rows,
          write,
          done,
        });
        next();
      });
    },
  };
}

/**
 * One write alone, guarded by the version it was planned from: the lines
 * after it, or null when the cart has moved on. The locked path writes this
 * way too, at the version it holds the lock of.
 */
export async function writeAlone(
  db: Queryable,
  owner: Owner,
  moduleId: number,
  version: number,
  rows: CartRow[],
  write: Write,
): Promise<CartRow[] | null> {
  const input = inputOf(owner, moduleId, version, write);
  const values =
    write.kind === 'insert'
      ? [
          input.user_id,
          input.guest_id,
          input.store_id,
          input.item_id,
          input.item_type,
          JSON.stringify(input.variation),
          input.variation_key,
          input.add_on_ids,
          input.add_on_qtys,
          input.quantity,
          input.price,
        ]
      : write.kind === 'update'
        ? [
            write.id,
            JSON.stringify(input.variation),
            input.variation_key,
            input.add_on_ids,
            input.add_on_qtys,
            input.quantity,
            input.price,
          ]
        : [write.ids];
  const written = await db.query<CartRow>(ALONE_SQL[write.kind], [
    input.owner,
    input.module_id,
    input.version,
    ...values,
  ]);
  return linesAfter(rows, write, written.length ? written : undefined);
}

/** The lines after a write that landed (written: the rows it returned), or null when it did not. */
function linesAfter(rows: CartRow[], write: Write, written: CartRow[] | undefined): CartRow[] | null {
  if (!written) return null;
  if (write.kind === 'insert') return [...rows, written[0]];
  if (write.kind === 'update') return rows.map((row) => (row.id === written[0].id ? written[0] : row));
  const gone = new Set(written.map((row) => row.id));
  return rows.filter((row) => !gone.has(row.id));
}

/** A write as one input record of BATCH_SQL (n is added by the batch). */
function inputOf(owner: Owner, moduleId: number, version: number, write: Write): Record<string, unknown> {
  const cart = { owner: cartOwner(owner), module_id: moduleId, version, op: write.kind };
  if (write.kind === 'delete') return { ...cart, line_ids: write.ids };
  const { line, unitPrice } = write;
  return {
    ...cart,
    line_ids: write.kind === 'update' ? [write.id] : null,
    user_id: owner.kind === 'customer' ? owner.userId : null,
    guest_id: owner.kind === 'guest' ? owner.guestId : null,
    store_id: line.storeId,
    item_id: line.itemId,
    item_type: line.model,
    variation: line.variation,
    variation_key: line.variationKey,
    add_on_ids: line.addOnIds,
    add_on_qtys: line.addOnQtys,
    quantity: line.quantity,
    price: unitPrice,
  };
}
