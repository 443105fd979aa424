/**
 * Orders for tests of what happens after placement. `placeOrder` inserts an
 * order the way placement leaves one (lines with item snapshots, stock and
 * flash-sale units taken, the wallet part debited), so history, tracking,
 * cancel and the status machine can be tested on their own. Tests of
 * placement itself go through customer/order/place.
 */
import type { ApiHarness } from './helper.ts';

export type FixtureOwner = { userId: number } | { guestId: string };

export interface FixtureLine {
  itemId: number;
  quantity: number;
  /** Non-food variation type, e.g. "Black-128GB". */
  variant?: string;
  flashSaleItemId?: number;
}

export interface FixtureOrder {
  owner: FixtureOwner;
  lines: FixtureLine[];
  status?: string;
  orderType?: 'delivery' | 'take_away';
  paymentMethod?: 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment' | 'partial_payment';
  paymentStatus?: 'unpaid' | 'paid' | 'partially_paid';
  orderAmount?: number;
  deliveryCharge?: number;
  dmTips?: number;
  /** partial_payment: the wallet part (paid), the rest by `restMethod` (unpaid). */
  walletPart?: number;
  restMethod?: 'cash_on_delivery' | 'digital_payment' | 'offline_payment';
  contactNumber?: string;
  /** Set created_at/updated_at this many seconds in the past. */
  ageSeconds?: number;
}

export async function placeOrder(api: ApiHarness, o: FixtureOrder): Promise<number> {
  const db = api.database.db;
  return db.transaction(async (tx) => {
    const [first] = await tx.query<{ store_id: number; module_id: number; zone_id: number; module_type: string }>(
      'select i.store_id, i.module_id, s.zone_id, m.module_type from items i join stores s on s.id = i.store_id join modules m on m.id = i.module_id where i.id = $1',
      [o.lines[0].itemId],
    );
    const status = o.status ?? 'pending';
    const method = o.paymentMethod ?? 'cash_on_delivery';
    const amount = o.orderAmount ?? 100;
    const walletPart = method === 'partial_payment' ? (o.walletPart ?? 20) : 0;
    const paymentStatus =
      o.paymentStatus ?? (method === 'wallet' ? 'paid' : method === 'partial_payment' ? 'partially_paid' : 'unpaid');
    const age = o.ageSeconds ?? 0;
    const owner =
      'userId' in o.owner ? { user_id: o.owner.userId, guest_id: null } : { user_id: null, guest_id: o.owner.guestId };
    // A guest's row is written by the API at the first cart change or order (issue 13, item 5); a fixture order is one.
    if (owner.guest_id) await tx.query('insert into guests (id) values ($1) on conflict do nothing', [owner.guest_id]);
    const address = {
      contact_person_name: 'Test Shopper',
      contact_person_number: o.contactNumber ?? '+966500000001',
      address: 'Olaya St',
      latitude: '24.69',
      longitude: '46.68',
    };
    const [order] = await tx.query<{ id: number }>(
      `insert into orders (user_id, guest_id, store_id, zone_id, module_id, order_amount, delivery_charge, dm_tips, partially_paid_amount,
                           payment_status, payment_method, order_status, pending${status === 'pending' ? '' : `, "${status}"`}, order_type, delivery_address, schedule_at, otp,
                           created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(secs => $15)${status === 'pending' ? '' : ', now() - make_interval(secs => $15)'}, $13, $14,
               now() - make_interval(secs => $15), '1234', now() - make_interval(secs => $15), now() - make_interval(secs => $15))
       returning id`,
      [
        owner.user_id,
        owner.guest_id,
        first.store_id,
        first.zone_id,
        first.module_id,
        amount,
        o.deliveryCharge ?? 10,
        o.dmTips ?? 0,
        walletPart,
        paymentStatus,
        method,
        status,
        o.orderType ?? 'delivery',
        JSON.stringify(address),
        age,
      ],
    );
    const tracksStock = ['grocery', 'pharmacy', 'ecommerce'].includes(first.module_type);
    for (const line of o.lines) {
      const [item] = await tx.query<{ name: string; price: string }>('select name, price from items where id = $1', [
        line.itemId,
      ]);
      await tx.query(
        `insert into order_details (order_id, item_id, flash_sale_item_id, item_details, variation, variant, add_ons, price, quantity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          order.id,
          line.itemId,
          line.flashSaleItemId ?? null,
          JSON.stringify({ id: line.itemId, name: item.name, price: Number(item.price) }),
          JSON.stringify(line.variant ? [{ type: line.variant }] : []),
          line.variant ?? '',
          JSON.stringify([{ id: 1, name: 'Extra sauce', price: 2, quantity: 1 }]),
          item.price,
          line.quantity,
        ],
      );
      if (tracksStock) {
        await tx.query(
          `update items set stock = stock - $2,
             variations = (select coalesce(jsonb_agg(case when v ->> 'type' = $3 then jsonb_set(v, '{stock}', to_jsonb((v ->> 'stock')::int - $2)) else v end order by p), '[]')
                             from jsonb_array_elements(variations) with ordinality e(v, p))
           where id = $1`,
          [line.itemId, line.quantity, line.variant ?? ''],
        );
      }
      if (line.flashSaleItemId)
        await tx.query('update flash_sale_items set sold = sold + $2 where id = $1', [
          line.flashSaleItemId,
          line.quantity,
        ]);
    }
    if ('userId' in o.owner && (method === 'wallet' || walletPart > 0)) {
      const debit = method === 'wallet' ? amount : walletPart;
      const [user] = await tx.query<{ wallet_balance: string }>(
        'update users set wallet_balance = wallet_balance - $2 where id = $1 returning wallet_balance',
        [o.owner.userId, debit],
      );
      await tx.query(
        'insert into wallet_transactions (user_id, debit, balance, transaction_type, reference) values ($1, $2, $3, $4, $5)',
        [
          o.owner.userId,
          debit,
          user.wallet_balance,
          method === 'wallet' ? 'order_place' : 'partial_payment',
          String(order.id),
        ],
      );
    }
    if (method === 'partial_payment') {
      await tx.query(
        `insert into order_payments (order_id, amount, payment_status, payment_method) values ($1, $2, 'paid', 'wallet'), ($1, $3, 'unpaid', $4)`,
        [order.id, walletPart, amount - walletPart, o.restMethod ?? 'cash_on_delivery'],
      );
    }
    return order.id;
  });
}

/** Gives a customer wallet money to spend (an add_fund row explains it). */
export async function fundWallet(api: ApiHarness, userId: number, amount: number): Promise<void> {
  await api.database.db.transaction(async (tx) => {
    const [user] = await tx.query<{ wallet_balance: string }>(
      'update users set wallet_balance = wallet_balance + $2 where id = $1 returning wallet_balance',
      [userId, amount],
    );
    await tx.query(
      "insert into wallet_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $3, 'add_fund', 'test')",
      [userId, amount, user.wallet_balance],
    );
  });
}

export const ORDER_LIFE = {
  list: '/api/v1/customer/order/list',
  running: '/api/v1/customer/order/running-orders',
  details: '/api/v1/customer/order/details',
  track: '/api/v1/customer/order/track',
  cancel: '/api/v1/customer/order/cancel',
  cancellationReasons: '/api/v1/customer/order/cancellation-reasons',
  paymentMethod: '/api/v1/customer/order/payment-method',
  refundRequest: '/api/v1/customer/order/refund-request',
  refundReasons: '/api/v1/customer/order/refund-reasons',
  events: '/api/v1/customer/order/events',
  operator: (id: number) => `/api/v1/operator/orders/${id}`,
  operatorStatus: (id: number) => `/api/v1/operator/orders/${id}/status`,
} as const;
