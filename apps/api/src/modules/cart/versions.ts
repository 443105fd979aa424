/**
 * Proof that a held cart is current (issue 21). An announcement reaches the
 * other instances a few milliseconds after the commit, so behind a load
 * balancer a shopper's next call could reach an instance still holding the
 * cart as it was before their change (1–2 % of lists right after a change
 * did). Before a held cart is answered, its version is read: equal, the held
 * lines are the cart; higher, the cart is read again.
 *
 * The reads are gathered: while IN_FLIGHT statements are on their way, the
 * next carts wait and then go together in one statement, so under load a
 * list pays a fraction of one round trip and the primary-key lookups.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import { cartKey, cartOwner } from './queries.ts';

export interface CartVersions {
  /** The cart's version as committed now (0 for a cart never written). */
  current(owner: Owner, moduleId: number): Promise<number>;
}

const IN_FLIGHT = 2;
const MAX_BATCH = 500;

const SQL = `select x.owner, x.module_id, v.version
  from jsonb_to_recordset($1::jsonb) as x(owner text, module_id integer)
  left join cart_versions v on v.owner = x.owner and v.module_id = x.module_id`;

interface Waiting {
  owner: string;
  moduleId: number;
  answers: { resolve: (version: number) => void; reject: (error: unknown) => void }[];
}

export function createCartVersions(db: Queryable): CartVersions {
  /** Carts waiting for the next statement, one entry per cart however many lists wait on it. */
  let waiting = new Map<string, Waiting>();
  let inFlight = 0;

  function next(): void {
    while (inFlight < IN_FLIGHT && waiting.size) {
      const batch = [...waiting.values()].slice(0, MAX_BATCH);
      if (batch.length === waiting.size) waiting = new Map();
      else for (const cart of batch) waiting.delete(`${cart.owner} ${cart.moduleId}`);
      inFlight++;
      void read(batch).finally(() => {
        inFlight--;
        next();
      });
    }
  }

  async function read(batch: Waiting[]): Promise<void> {
    try {
      const rows = await db.query<{ owner: string; module_id: number; version: string | number | null }>(SQL, [
        JSON.stringify(batch.map((cart) => ({ owner: cart.owner, module_id: cart.moduleId }))),
      ]);
      const versions = new Map(rows.map((row) => [`${row.owner} ${row.module_id}`, Number(row.version ?? 0)]));
      for (const cart of batch) {
        const version = versions.get(`${cart.owner} ${cart.moduleId}`) ?? 0;
        for (const answer of cart.answers) answer.resolve(version);
      }
    } catch (error) {
      for (const cart of batch) for (const answer of cart.answers) answer.reject(error);
    }
  }

  return {
    current(owner, moduleId) {
      return new Promise((resolve, reject) => {
        const key = cartKey(owner, moduleId);
        const cart = waiting.get(key);
        if (cart) cart.answers.push({ resolve, reject });
        else waiting.set(key, { owner: cartOwner(owner), moduleId, answers: [{ resolve, reject }] });
        next();
      });
    },
  };
}
