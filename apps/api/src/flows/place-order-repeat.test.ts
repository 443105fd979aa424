/**
 * Issue 13, item 4: a repeat of an Idempotency-Key answers the key's order, also when it lost the
 * race to it. The race is made certain here rather than hoped for: the repeat looks for the key's
 * order (none yet), then its reading of the cart is held back until the first request has placed the
 * order and emptied the cart. Without the rule the repeat answers "Your cart is empty."
 */
import type { Database } from '@souq/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART } from '../../test/cart.ts';
import { useApi } from '../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../test/orders.ts';

/** Holds the next reading of a cart's lines until `release()`; `reached` settles when one waits. */
function cartReadGate() {
  let armed = false;
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  const view = (db: Database): Database =>
    new Proxy(db, {
      get(target, property) {
        if (property === 'query') {
          return async (text: string, params?: unknown[]) => {
            if (armed && /^select c\.\* from carts c where/.test(text)) {
              armed = false;
              reached();
              await released;
            }
            return target.query(text, params as never);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { view, arm: () => (armed = true), reached: waiting, release };
}

const gate = cartReadGate();
const api = useApi({}, { database: gate.view });
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
  await lab.edit('update items set price = 25 where id = $1', [lab.items[1]]);
});

describe('a repeat that finds the cart emptied by its own first request (issue 13, item 4)', () => {
  it('answers the order the key made, not "Your cart is empty."', async () => {
    const customer = await lab.customer();
    await customer.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 3 } });
    const place = () =>
      customer.call('POST', ORDER.place, {
        payload: lab.delivery(),
        headers: { 'idempotency-key': 'held-repeat-1' },
      });

    gate.arm();
    const repeat = place(); // finds no order for the key, then waits to read the cart
    await gate.reached;
    const first = await place(); // places the order and empties the cart meanwhile
    expect(first.status).toBe(200);
    gate.release();
    const late = await repeat;

    expect(late.body.errors?.[0]?.message).not.toBe('Your cart is empty.');
    expect(late.status).toBe(200);
    expect(late.body.order_id).toBe(first.body.order_id);
    const [count] = await lab.sql('select count(*)::int as n from orders where user_id = $1', [customer.userId]);
    expect(count.n).toBe(1);
  });
});
