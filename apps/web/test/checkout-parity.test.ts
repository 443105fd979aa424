/**
 * Parity of the checkout page and the API (issue 14): for a few hundred
 * generated carts and settings (a fixed seed, so a failure replays), the
 * total the checkout page shows is the total the API charges, to the minor
 * unit, and the page offers exactly the payment choices the API accepts.
 *
 * Both sides are the real code: the page's route loader (/checkout) and its
 * place action (/resources/checkout) run against the API in process, on a
 * seeded database. What the page shows is what its component computes from
 * the loader's data: quoteOrder(basis, choices) and the payment rules.
 *
 * Varied per case: currency decimals 0–3, tax included or added and its
 * rate, item percent/amount discounts, a running store discount with its
 * minimum and cap, every coupon type (percent, amount, free delivery),
 * the referral first-order discount (percent or amount, referred or not),
 * zone–module rates or the global ones, self-delivery and store free
 * delivery, admin free delivery (all stores, over an amount), vehicle
 * extra, the zone's increased fee, tips, the additional charge, extra
 * packaging, delivery or take-away, guest or customer, wallet balance,
 * COD maximum, partial payment and its rest method, each method's switch;
 * a running flash sale on an item (percent or amount, shared between admin
 * and store in varied parts) and an item sold in variations (each its own
 * price), chosen in the cart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import {
  allowedPayments,
  fromMinor,
  PAYMENT_METHODS,
  quoteOrder,
  toMinor,
  type PaymentChoice,
  type QuoteChoices,
} from '@souq/domain';
import { useApi } from '../../api/test/helper.ts';
import { CART } from '../../api/test/cart.ts';
import { seeded } from '../../api/test/fuzz.ts';
import { HOME, setUpLab, type Lab } from '../../api/test/orders.ts';
import { prefCookies, type Prefs } from '../app/lib/prefs.server.ts';
import { inProcessTransport } from '../server/transport.ts';
import { loader as checkoutLoader } from '../app/routes/checkout.tsx';
import { action as placeAction } from '../app/routes/resources/checkout.ts';

const SEED = 20261125;
const CASES = Number(process.env.PARITY_CASES ?? 200);

/** The fuzz suite's seeded generator (mulberry32), with ranges and amounts: each case replays from its number. */
function random(seed: number) {
  const r = seeded(seed);
  return {
    ...r,
    int: (min: number, max: number) => min + r.int(max - min + 1),
    /** An amount up to `max` with up to `places` decimals. */
    amount: (max: number, places = 3) => Math.round(r.next() * max * 10 ** places) / 10 ** places,
  };
}
type Random = ReturnType<typeof random>;

const api = useApi();
let lab: Lab;
let context: AppLoadContext;

beforeAll(async () => {
  lab = await setUpLab(api);
  context = { api: inProcessTransport(api.app), publicEnv: {} as never, secureCookies: false };
  await lab.edit('update stores set minimum_order = 0 where id = $1', [lab.storeId]);
});

interface Case {
  /** The variation type the second item is added in, when it is sold in variations. */
  variation: string | null;
  flashSale: boolean;
  decimals: number;
  signedIn: boolean;
  referred: boolean;
  walletBalance: number;
  couponCode: string | null;
  choices: QuoteChoices;
}

/** Settings, store, zone, items and coupon of one case, written as an admin would. */
async function arrange(r: Random, n: number): Promise<Omit<Case, 'choices'>> {
  const decimals = r.int(0, 3);
  const set = lab.setting;
  await set('digit_after_decimal_point', decimals);
  await set('tax_included', r.pick([0, 1]));
  await set('dm_tips_status', r.pick([0, 1]));
  await set('additional_charge_status', r.pick([0, 1]));
  await set('additional_charge', r.amount(5));
  await set(
    'admin_free_delivery',
    r.pick([
      { status: false, type: 'free_delivery_by_order_amount', free_delivery_over: 200 },
      { status: true, type: 'free_delivery_to_all_store', free_delivery_over: 0 },
      { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: r.amount(60, 2) },
    ]),
  );
  await set('extra_packaging_data', { grocery: r.pick(['0', '1']), food: '1' });
  await set('new_customer_discount_status', r.pick([0, 1]));
  await set('new_customer_discount_amount_type', r.pick(['percentage', 'amount']));
  await set('new_customer_discount_amount', r.pick([5, 10, 12.5, 3.333]));
  await set('new_customer_discount_amount_validity', 30);
  await set('new_customer_discount_validity_type', 'day');
  await set('cash_on_delivery', r.chance(0.85));
  await set('digital_payment', r.chance(0.8));
  await set('offline_payment_status', r.pick([0, 1]));
  await set('customer_wallet_status', r.pick([0, 1, 1]));
  await set('partial_payment_status', r.pick([0, 1, 1]));
  await set('partial_payment_method', r.pick(['cod', 'digital_payment', 'offline_payment', 'both']));

  await lab.sql('delete from store_discounts where store_id = $1', [lab.storeId]);
  if (r.chance(0.3))
    await lab.sql(
      `insert into store_discounts (store_id, discount, min_purchase, max_discount, start_date, end_date, start_time, end_time)
       values ($1, $2, $3, $4, current_date - 1, current_date + 1, '00:00:00', '23:59:59')`,
      [lab.storeId, r.int(5, 40), r.pick([0, 20, 50]), r.pick([0, 3, 15])],
    );
  await lab.sql(
    `update stores set tax = $2, free_delivery = $3, self_delivery_system = $4, per_km_shipping_charge = $5,
            minimum_shipping_charge = $6, maximum_shipping_charge = $7, extra_packaging_status = $8, extra_packaging_amount = $9
      where id = $1`,
    [
      lab.storeId,
      r.pick([0, 5, 7.25, 10, 15]),
      r.chance(0.15),
      r.chance(0.2),
      r.amount(3),
      r.amount(8),
      r.pick([0, 5, 20]),
      r.chance(0.5),
      r.amount(4),
    ],
  );
  for (const item of lab.items)
    await lab.sql('update items set price = $2, discount = $3, discount_type = $4, stock = 1000 where id = $1', [
      item,
      r.amount(40) + 1,
      r.pick([0, 0, 5, 12.5, 1.25]),
      r.pick(['percent', 'amount']),
    ]);
  // A flash sale on the first item (it wins over the item's own discount), and variations on the second.
  await lab.sql('delete from flash_sale_items where item_id = any($1::int[])', [lab.items]);
  await lab.sql("delete from flash_sales where title = 'Parity flash'");
  const flashSale = r.chance(0.35);
  if (flashSale) {
    const adminShare = r.pick([100, 60, 25, 0]);
    const [sale] = await lab.sql(
      `insert into flash_sales (module_id, title, admin_discount_percentage, vendor_discount_percentage, start_date, end_date)
       values ($1, 'Parity flash', $2, $3, now() - interval '1 hour', now() + interval '1 day') returning id`,
      [lab.moduleId, adminShare, 100 - adminShare],
    );
    const percent = r.chance(0.5);
    await lab.sql(
      `insert into flash_sale_items (flash_sale_id, item_id, stock, discount, discount_type) values ($1, $2, 1000, $3, $4)`,
      [
        sale.id,
        lab.items[0],
        percent ? r.pick([10, 25, 33.3]) : r.pick([0.5, 1.25, 3]),
        percent ? 'percent' : 'amount',
      ],
    );
  }
  const varied = r.chance(0.4);
  const variations = [
    { type: 'Small', price: r.amount(30) + 1, stock: 1000 },
    { type: 'Large', price: r.amount(60) + 1, stock: 1000 },
  ];
  await lab.sql('update items set variations = $2 where id = $1', [
    lab.items[1],
    JSON.stringify(varied ? variations : []),
  ]);
  await lab.sql(
    `update module_zone set per_km_shipping_charge = $3, minimum_shipping_charge = $4, maximum_shipping_charge = $5,
            maximum_cod_order_amount = $6 where module_id = $1 and zone_id = $2`,
    [lab.moduleId, lab.zoneId, r.amount(4), r.amount(12), r.pick([0, 15, 40]), r.pick([null, 0, 30, 60, 500])],
  );
  await lab.sql(
    `update zones set increased_delivery_fee_status = $2, increased_delivery_fee = $3,
            cash_on_delivery = $4, digital_payment = $5, offline_payment = $6 where id = $1`,
    [lab.zoneId, r.chance(0.3), r.pick([5, 12.5, 20]), r.chance(0.9), r.chance(0.9), r.chance(0.9)],
  );
  await lab.sql('update d_m_vehicles set extra_charges = $1', [r.pick([0, 0, 1.5, 4])]);

  let couponCode: string | null = null;
  if (r.chance(0.4)) {
    const type = r.pick(['default', 'zone_wise', 'store_wise', 'free_delivery', 'first_order'] as const);
    couponCode = `PAR${n}`;
    const byVendor = type !== 'zone_wise' && r.chance(0.3);
    await lab.sql(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, min_purchase, max_discount,
                            start_date, expire_date, limit_per_user, data, created_by, store_id)
       values ($1, $1, $2, $3, $4, $5, 0, $6, current_date - 1, current_date + 1, 5, $7, $8, $9)`,
      [
        couponCode,
        lab.moduleId,
        type,
        type === 'free_delivery' ? 0 : r.pick([5, 10, 3.5]),
        r.pick(['percent', 'amount']),
        r.pick([0, 2, 10]),
        JSON.stringify(type === 'zone_wise' ? [lab.zoneId] : type === 'store_wise' ? [lab.storeId] : []),
        byVendor ? 'vendor' : 'admin',
        byVendor ? lab.storeId : null,
      ],
    );
  }
  await lab.edit('select 1');

  const signedIn = r.chance(0.75);
  return {
    variation: varied ? r.pick(variations).type : null,
    flashSale,
    decimals,
    signedIn,
    referred: signedIn && r.chance(0.5),
    walletBalance: signedIn ? r.pick([0, r.amount(20, 2), r.amount(80, 2), 1000]) : 0,
    couponCode,
  };
}

function cookieHeader(prefs: Prefs): string {
  return prefCookies(prefs)
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The page's form for a choice, as its submit handler fills it (checkout-page.tsx). */
function placeForm(
  data: Awaited<ReturnType<typeof loadPage>>,
  choices: QuoteChoices,
  choice: PaymentChoice,
  orderAmount: number,
) {
  const form = new FormData();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') form.set(key, String(value));
  };
  set('intent', 'place');
  set('page', 'cart');
  set('store_id', data.store!.id);
  set('order_type', choices.orderType);
  set('payment_method', choice.method);
  if (choice.method === 'digital_payment') set('gateway', data.payment.gateways[0]?.gateway);
  if (choice.partial) set('partial_payment', '1');
  const offline = data.payment.offlineMethods[0];
  if (choice.method === 'offline_payment' && offline) {
    set('offline_method_id', offline.id);
    for (const input of offline.inputs) set(`offline[${input.name}]`, 'parity');
  }
  set('order_amount', fromMinor(orderAmount, data.decimals));
  if (choices.orderType === 'delivery' && choices.tips > 0) set('dm_tips', fromMinor(choices.tips, data.decimals));
  if (choices.extraPackaging) set('extra_packaging_amount', 1);
  if (data.coupon.applied) set('coupon_code', data.coupon.applied.code);
  set('contact_person_name', 'Parity Shopper');
  set('contact_person_number', '+966500009876');
  if (choices.orderType === 'delivery') {
    set('address', 'Olaya Street 14, Riyadh');
    set('address_type', 'others');
    set('latitude', HOME.lat);
    set('longitude', HOME.lng);
    set('distance', data.distanceKm ?? undefined);
  }
  return form;
}

async function loadPage(cookie: string, couponCode: string | null) {
  const url = `http://souq.test/checkout?page=cart${couponCode ? `&coupon=${couponCode}` : ''}`;
  try {
    const page = await checkoutLoader({
      request: new Request(url, { headers: { cookie } }),
      context,
      params: {},
    } as never);
    if (page.kind !== 'items') throw new Error('the cart checkout answered the parcel form');
    return page.checkout;
  } catch (error) {
    if (error instanceof Response) throw new Error(`the checkout page redirected to ${error.headers.get('location')}`);
    throw error;
  }
}

async function place(cookie: string, form: FormData) {
  const request = new Request('http://souq.test/resources/checkout', {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const answer = (await placeAction({ request, context, params: {} } as never).catch((error: unknown) => {
    if (error instanceof Response) throw new Error(`placing redirected to ${error.headers.get('location')}`);
    throw error;
  })) as unknown;
  if (answer instanceof Response) {
    const location = answer.headers.get('location') ?? '';
    const id = Number(
      /\/my-orders\/(\d+)/.exec(location)?.[1] ?? new URL(location, 'http://x').searchParams.get('order_id'),
    );
    return { placed: id > 0 ? id : null, error: null, location };
  }
  const init = answer as { data: { ok: false; error: string }; init?: { status?: number } };
  return { placed: null, error: init.data.error, status: init.init?.status, location: '' };
}

describe('the checkout page shows what the API charges and offers what it accepts', () => {
  it(`${CASES} generated carts and settings (seed ${SEED})`, { timeout: 30 * 60_000 }, async () => {
    const seen = { placed: 0, refused: 0, flash: 0, variations: 0, methods: new Set<string>() };
    for (let n = 0; n < CASES; n++) {
      const r = random(SEED + n);
      const c = await arrange(r, n);
      const shopper = c.signedIn ? await lab.customer() : await lab.guest();
      if (c.signedIn) {
        const id = (shopper as unknown as { userId: number }).userId;
        await lab.sql('update users set wallet_balance = $2 where id = $1', [id, c.walletBalance]);
        if (c.referred) {
          const referrer = await lab.customer();
          await lab.sql('update users set ref_by = $2 where id = $1', [id, referrer.userId]);
        }
      }
      // The first item, the second, or both (the second in its variation when it has them).
      let withVariation = false;
      for (const item of r.pick([[lab.items[0]], [lab.items[1]], lab.items])) {
        const variation = item === lab.items[1] && c.variation ? [{ type: c.variation }] : [];
        const added = await shopper.call('POST', CART.add, {
          payload: { item_id: item, quantity: r.int(1, 4), variation },
        });
        expect(added.status, `case ${n}: adding ${item} ${JSON.stringify(variation)}`).toBe(200);
        if (variation.length) withVariation = true;
      }

      const prefs: Prefs = {
        locale: 'en',
        theme: 'light',
        location: { address: 'Olaya Street 14, Riyadh', lat: HOME.lat, lng: HOME.lng },
        zoneIds: [lab.zoneId],
        moduleId: lab.moduleId,
        token: 'token' in shopper.auth ? shopper.auth.token : null,
        guestId: 'guestId' in shopper.auth ? shopper.auth.guestId : null,
      };
      const cookie = cookieHeader(prefs);
      const data = await loadPage(cookie, c.couponCode).catch((error: Error) => {
        throw new Error(`case ${n}: ${error.message} (${JSON.stringify(c)})`);
      });
      const label = `case ${n} (seed ${SEED + n})`;
      expect(data.basis, label).not.toBeNull();
      const choices: QuoteChoices = {
        orderType: r.chance(0.8) ? 'delivery' : 'take_away',
        tips: r.chance(0.4) ? toMinor(r.pick([1, 2.5, 5]), data.decimals) : 0,
        extraPackaging: r.chance(0.5),
      };
      // What the page shows and offers (checkout-page.tsx and payment-section.tsx compute exactly these).
      const shown = quoteOrder(data.basis!, choices);
      const offered = allowedPayments(data.payment.rules, shown.orderAmount);
      const key = (p: PaymentChoice) => `${p.method}${p.partial ? '+wallet' : ''}`;

      // Every choice the page does not offer, the API refuses (and nothing is placed).
      for (const partial of [false, true])
        for (const method of PAYMENT_METHODS) {
          const choice = { method, partial };
          if (offered.some((o) => key(o) === key(choice))) continue;
          const answer = await place(cookie, placeForm(data, choices, choice, shown.orderAmount));
          expect(answer.placed, `${label}: the page does not offer ${key(choice)}, the API took it`).toBeNull();
          seen.refused++;
        }

      // One choice the page offers, the API takes — and charges what the page showed.
      if (offered.length === 0) continue;
      const choice = r.pick(offered);
      const answer = await place(cookie, placeForm(data, choices, choice, shown.orderAmount));
      expect(answer.error, `${label}: the page offers ${key(choice)}, the API refused it`).toBeNull();
      const [order] = await lab.sql('select * from orders where id = $1', [answer.placed]);
      const charged = (column: string) => toMinor(order[column], c.decimals);
      expect(
        {
          total: charged('order_amount'),
          delivery: charged('delivery_charge'),
          tax: charged('total_tax_amount'),
          flash: charged('flash_admin_discount_amount') + charged('flash_store_discount_amount'),
          coupon: charged('coupon_discount_amount'),
          firstOrder: charged('ref_bonus_amount'),
          tips: charged('dm_tips'),
          additional: charged('additional_charge'),
          packaging: charged('extra_packaging_amount'),
        },
        `${label}: ${key(choice)}, ${JSON.stringify(choices)}`,
      ).toEqual({
        total: shown.orderAmount,
        delivery: shown.deliveryCharge,
        tax: shown.tax,
        flash: shown.flashDiscount,
        coupon: shown.couponDiscount,
        firstOrder: shown.firstOrderDiscount,
        tips: shown.tips,
        additional: shown.additionalCharge,
        packaging: shown.extraPackaging,
      });
      seen.placed++;
      seen.methods.add(key(choice));
      if (c.flashSale && shown.flashDiscount > 0) seen.flash++;
      if (withVariation) seen.variations++;
    }
    // The generator reaches every kind of payment, accepted and refused.
    expect(seen.placed).toBeGreaterThan(CASES / 2);
    expect(seen.refused).toBeGreaterThan(CASES);
    // …and places orders with flash-sale lines and with variations.
    expect(seen.flash).toBeGreaterThan(CASES / 20);
    expect(seen.variations).toBeGreaterThan(CASES / 20);
    expect([...seen.methods].sort()).toEqual(
      [...PAYMENT_METHODS, 'cash_on_delivery+wallet', 'digital_payment+wallet', 'offline_payment+wallet'].sort(),
    );
  });
});
