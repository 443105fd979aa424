/**
 * Helpers for checkout tests: a "lab" store set up so amounts are easy to
 * follow (open round the clock, known rates, tax and prices, no running
 * discounts), shoppers placing orders, and direct looks at the rows an
 * order writes. The store is a real seeded store changed the way an admin
 * would, with the caches dropped afterwards as every writer must.
 */
import type { ApiHarness } from './helper.ts';
import { catalogHeaders, demoIds, type DemoIds } from './catalog.ts';
import { newCustomer, newGuestId, shopper, type Shopper } from './cart.ts';

export const ORDER = {
  place: '/api/v1/customer/order/place',
  couponList: '/api/v1/coupon/list',
  couponApply: '/api/v1/coupon/apply',
  walletTransactions: '/api/v1/customer/wallet/transactions',
  addFund: '/api/v1/customer/wallet/add-fund',
  offlineMethods: '/api/v1/offline_payment_method_list',
  offlinePayment: '/api/v1/customer/order/offline-payment',
} as const;

/** A delivery point in Al Olaya, about 1.6 km from the lab store. */
export const HOME = { lat: 24.712, lng: 46.68 };
/** A point in Al Malaz: outside the lab store's zone. */
export const FAR_AWAY = { lat: 24.668, lng: 46.729 };

export interface Lab {
  ids: DemoIds;
  storeId: number;
  zoneId: number;
  moduleId: number;
  /** Two plain items (no options), price 10.00, stock 100. */
  items: [number, number];
  headers: Record<string, string>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs SQL the way an admin edits the catalog, then drops the caches. */
  edit(text: string, params?: unknown[]): Promise<void>;
  setting(key: string, value: unknown): Promise<void>;
  /** Opens a store round the clock, every day, so a test passes whatever the hour in Riyadh. */
  openAllDay(storeId: number): Promise<void>;
  guest(): Promise<Shopper>;
  customer(overrides?: Record<string, unknown>): Promise<Shopper & { userId: number }>;
  /** A delivery order body for the lab store (cash on delivery to HOME). */
  delivery(extra?: Record<string, unknown>): Record<string, unknown>;
  /** The buy-now body of one line. */
  buyNow(itemId: number, quantity?: number, extra?: Record<string, unknown>): Record<string, unknown>;
  order(id: number): Promise<any>;
}

/**
 * Fresh Basket (grocery, Al Olaya) made predictable: open round the clock,
 * tax 10 % exclusive, minimum order 20, no store discount, zone rates
 * 2.00/km with a 10.00 minimum and 30.00 maximum, COD up to 500; the
 * additional charge 2.00; no admin free delivery.
 */
export async function setUpLab(api: ApiHarness): Promise<Lab> {
  const ids = await demoIds(api);
  const db = api.database.db;
  const sql = <T = any>(text: string, params: unknown[] = []) => db.query<T>(text, params);
  const souq = api.app.souq;
  const storeId = ids.store('fresh-basket');
  const zoneId = ids.zones.olaya;
  const moduleId = ids.modules.grocery;
  const edit = async (text: string, params: unknown[] = []) => {
    await sql(text, params);
    souq.catalog.invalidate();
    souq.zones.invalidate();
    souq.modules.invalidate();
    souq.checkout.invalidate();
  };
  const setting = (key: string, value: unknown) => souq.settings.set(key, value);

  const openAllDay = async (id: number) => {
    await sql('delete from store_schedules where store_id = $1', [id]);
    // Equal opening and closing times mean round the clock that day (@souq/domain schedule).
    await edit(
      `insert into store_schedules (store_id, day, opening_time, closing_time) select $1, d, '00:00', '00:00' from generate_series(0, 6) d`,
      [id],
    );
  };

  await openAllDay(storeId);
  await sql('delete from store_discounts where store_id = $1', [storeId]);
  await sql(
    `update stores set tax = 10, minimum_order = 20, free_delivery = false, self_delivery_system = false, delivery = true, take_away = true,
            schedule_order = true, active = true, status = true, extra_packaging_status = false where id = $1`,
    [storeId],
  );
  await sql(
    `update module_zone set per_km_shipping_charge = 2, minimum_shipping_charge = 10, maximum_shipping_charge = 30, maximum_cod_order_amount = 500
      where module_id = $1 and zone_id = $2`,
    [moduleId, zoneId],
  );
  await sql(
    'update zones set increased_delivery_fee_status = false, cash_on_delivery = true, digital_payment = true, offline_payment = true where id = $1',
    [zoneId],
  );
  const plain = await sql<{ id: number }>(
    `select id from items where store_id = $1 and variations = '[]' and food_variations = '[]' and available_date_starts is null and not is_prescription_required
      order by id limit 2`,
    [storeId],
  );
  const items: [number, number] = [plain[0].id, plain[1].id];
  await sql('delete from flash_sale_items where item_id = any($1::int[])', [items]);
  await edit(
    `update items set price = 10, discount = 0, stock = 100, maximum_cart_quantity = null, status = true,
            available_time_starts = '00:00:00', available_time_ends = '23:59:59', add_on_ids = '{}' where id = any($1::int[])`,
    [items],
  );
  await setting('admin_free_delivery', {
    status: false,
    type: 'free_delivery_by_order_amount',
    free_delivery_over: 200,
  });
  await setting('tax_included', 0);
  await setting('additional_charge_status', 1);
  await setting('additional_charge', 2);
  await setting('guest_checkout_status', 1);

  const headers = catalogHeaders([zoneId], moduleId);
  const lab: Lab = {
    ids,
    storeId,
    zoneId,
    moduleId,
    items,
    headers,
    sql,
    edit,
    setting,
    openAllDay,
    guest: async () => shopper(api, { guestId: await newGuestId(api) }, headers),
    customer: async (overrides = {}) => {
      const customer = await newCustomer(api, overrides);
      return Object.assign(shopper(api, { token: customer.token }, headers), { userId: customer.id });
    },
    delivery: (extra = {}) => ({
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      store_id: storeId,
      address: 'Olaya Street 14, Riyadh',
      latitude: HOME.lat,
      longitude: HOME.lng,
      contact_person_name: 'Lab Shopper',
      contact_person_number: '+966500001234',
      ...extra,
    }),
    buyNow: (itemId, quantity = 1, extra = {}) => ({
      ...lab.delivery(),
      is_buy_now: 1,
      cart: JSON.stringify([
        {
          item_id: itemId,
          item_type: 'AppModelsItem',
          quantity,
          price: 10,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        },
      ]),
      ...extra,
    }),
    order: async (id) => (await sql('select * from orders where id = $1', [id]))[0],
  };
  return lab;
}

/** A multipart body with fields and any number of files (prescription images). */
export function multipartOrder(
  fields: Record<string, unknown>,
  files: { field: string; filename: string; type: string; data: Buffer }[],
) {
  const boundary = `----souq-order-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1×1, transparent). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
