/**
 * Contract tests (issue 15, "How it stays true"): every answer that
 * client-contract.md §5 describes has the keys existing 6amMart clients
 * read, of the JSON types they read, nested as they read them — bare arrays
 * where they expect arrays, number-or-string where they tolerate both — on
 * the seeded data of every module. A change of shape fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, openStoresRoundTheClock, type DemoIds } from '../../test/catalog.ts';
import { accountsClient } from '../../test/accounts.ts';
import { useApi } from '../../test/helper.ts';
import { ORDER, setUpLab, HOME, type Lab } from '../../test/orders.ts';
import { shapeProblems, type Shape } from '../../test/shape.ts';

const OPERATOR_TOKEN = 'operator-secret-for-contract-tests';
const api = useApi({ OPERATOR_TOKEN });
// The cart takes no closed store's items: the stores added from are open whatever the hour.
beforeAll(() => openStoresRoundTheClock(api));
let ids: DemoIds;
let lab: Lab;

const STORE_MODULES = ['food', 'grocery', 'pharmacy', 'ecommerce'] as const;
type StoreModule = (typeof STORE_MODULES)[number];
/** Zones where each store module has stores (the shop serves the whole city). */
let headersOf: Record<StoreModule, Record<string, string>>;

beforeAll(async () => {
  ids = await demoIds(api);
  const city = [ids.zones.central, ids.zones.olaya, ids.zones.malaz, ids.zones.nakheel];
  headersOf = Object.fromEntries(STORE_MODULES.map((m) => [m, catalogHeaders(city, ids.modules[m])])) as never;
  lab = await setUpLab(api);
});

const numOrStr: Shape = ['number', 'string'];

/** What clients read from an item (§5 "item object"). */
const ITEM: Shape = {
  id: 'number',
  name: 'string',
  slug: 'string',
  description: 'string?',
  image: 'string?',
  images: ['string'],
  store_id: 'number',
  store_name: 'string?',
  module_id: 'number',
  module_type: 'string',
  module: { id: 'number', module_type: 'string' },
  price: numOrStr,
  discount: numOrStr,
  discount_type: 'string',
  store_discount: numOrStr,
  unit_type: 'string?',
  stock: 'number',
  maximum_cart_quantity: 'number?',
  avg_rating: numOrStr,
  rating_count: 'number',
  wishlist_count: 'number',
  whislists_count: 'number',
  veg: 'number',
  organic: 'number',
  schedule_order: 'boolean',
  available_time_starts: 'string',
  available_time_ends: 'string',
  choice_options: [{ name: 'string', title: 'string', options: ['string'] }],
  variations: [{ type: 'string', price: numOrStr, stock: 'number' }],
  food_variations: [
    {
      name: 'string',
      type: 'string',
      min: numOrStr,
      max: numOrStr,
      required: 'string',
      values: [{ label: 'string', optionPrice: numOrStr }],
    },
  ],
  add_ons: [{ id: 'number', name: 'string', price: numOrStr }],
  category_ids: [{ id: numOrStr, position: 'number', name: 'string' }],
};

/** What clients read from a store (§5 "store object"). */
const STORE: Shape = {
  id: 'number',
  name: 'string',
  slug: 'string',
  logo: 'string?',
  cover_photo: 'string?',
  address: 'string',
  latitude: numOrStr,
  longitude: numOrStr,
  module_id: 'number',
  zone_id: 'number',
  category_ids: ['number'],
  price_range: { start_price: 'number', end_price: 'number' },
  comission: numOrStr,
  avg_rating: 'number',
  positive_rating: 'number',
  rating_count: 'number',
  active: 'boolean',
  delivery_time: 'string',
  minimum_order: numOrStr,
  tax: numOrStr,
  take_away: 'boolean',
  schedule_order: 'boolean',
  schedules: [{ day: 'number', opening_time: 'string', closing_time: 'string' }],
  self_delivery_system: 'number',
  free_delivery: 'boolean',
  minimum_shipping_charge: numOrStr,
  per_km_shipping_charge: numOrStr,
  maximum_shipping_charge: ['number', 'string', 'null'],
  discount: 'object?',
  announcement: 'number',
  announcement_message: 'string?',
  prescription_order: 'boolean',
  meta_title: 'string?',
  meta_description: 'string?',
  meta_image: 'string?',
};

const CATEGORY: Shape = { id: 'number', name: 'string', image: 'string?', slug: 'string', parent_id: 'number' };
const itemPage = (extra: Record<string, Shape> = {}): Shape => ({
  total_size: 'number',
  limit: 'number',
  offset: 'number',
  products: [ITEM],
  ...extra,
});
const storePage: Shape = { total_size: 'number', limit: 'number', offset: 'number', stores: [STORE] };
/** §5 cart rows: each with the full item, its module and its add-ons. */
const CART_ROW: Shape = {
  id: 'number',
  item_id: 'number',
  quantity: 'number',
  price: numOrStr,
  variation: 'array',
  add_on_ids: ['number'],
  add_on_qtys: ['number'],
  item: { ...(ITEM as object), module: { id: 'number', module_type: 'string' }, addons: 'array' },
};
const CAMPAIGN: Shape = { id: 'number', title: 'string', image: 'string?' };
/** §5 "Flash sale": the sale and its products, each with its item. */
const FLASH_SALE: Shape = {
  id: 'number',
  title: 'string',
  start_date: 'string',
  end_date: 'string',
  active_products: [{ item: ITEM, stock: 'number', sold: 'number', available_stock: 'number' }],
};

/** Asserts the shape and that the answer is not vacuous (lists under `nonEmpty` have elements). */
async function expectAnswer(url: string, headers: Record<string, string>, shape: Shape, nonEmpty: string[] = []) {
  const { status, body } = await api.request({ url, headers });
  expect(status, url).toBe(200);
  expect(shapeProblems(body, shape), url).toEqual([]);
  for (const path of nonEmpty) {
    const list = path === '$' ? body : path.split('.').reduce((v: any, k) => v?.[k], body);
    expect(Array.isArray(list) && list.length > 0, `${url} ${path} is empty`).toBe(true);
  }
  return body;
}

describe('config, zones, modules and the landing page', () => {
  it('config has the keys clients read, base_urls included', async () => {
    const baseUrls = Object.fromEntries(
      [
        'business_logo_url',
        'store_image_url',
        'store_cover_photo_url',
        'item_image_url',
        'product_image_url',
        'campaign_image_url',
        'category_image_url',
        'banner_image_url',
        'module_image_url',
        'delivery_man_image_url',
        'customer_image_url',
        'parcel_category_image_url',
        'order_attachment_url',
        'refund_image_url',
        'gateway_image_url',
        'chat_image_url',
        'restaurant_image_url',
        'promotional_banner_url',
        'business_image_url',
        'testimonial_image_url',
        'header_icon_url',
        'header_banner_url',
      ].map((k) => [k, 'string' as Shape]),
    );
    await expectAnswer(
      '/api/v1/config',
      {},
      {
        business_name: 'string',
        logo: 'string?',
        phone: 'string',
        email: 'string',
        address: 'string',
        currency_symbol: 'string',
        currency_symbol_direction: 'string',
        digit_after_decimal_point: numOrStr,
        maintenance_mode: ['boolean', 'number'],
        customer_verification: ['boolean', 'number'],
        guest_checkout_status: ['boolean', 'number'],
        tax_included: numOrStr,
        schedule_order_slot_duration: numOrStr,
        minimum_shipping_charge: numOrStr,
        per_km_shipping_charge: numOrStr,
        parcel_per_km_shipping_charge: numOrStr,
        parcel_minimum_shipping_charge: numOrStr,
        customer_wallet_status: ['boolean', 'number'],
        loyalty_point_status: ['boolean', 'number'],
        loyalty_point_exchange_rate: numOrStr,
        ref_earning_status: ['boolean', 'number'],
        digital_payment_info: 'object',
        active_payment_method_list: [{ gateway: 'string', gateway_title: 'string', gateway_image: 'string?' }],
        social_login: 'array',
        language: 'array',
        default_location: { lat: numOrStr, lng: numOrStr },
        base_urls: baseUrls,
      },
    );
  });

  it('get-zone-id answers zone_id as a JSON-array string and the zone data checkout reads', async () => {
    const body = await expectAnswer(
      `/api/v1/config/get-zone-id?lat=${HOME.lat}&lng=${HOME.lng}`,
      {},
      {
        zone_id: 'string',
        zone_data: [
          {
            id: 'number',
            cash_on_delivery: ['boolean', 'number'],
            digital_payment: ['boolean', 'number'],
            offline_payment: ['boolean', 'number'],
            increased_delivery_fee_status: ['boolean', 'number'],
            increased_delivery_fee: numOrStr,
            modules: [
              {
                id: 'number',
                module_type: 'string',
                pivot: {
                  per_km_shipping_charge: numOrStr,
                  minimum_shipping_charge: numOrStr,
                  maximum_shipping_charge: ['number', 'string', 'null'],
                  maximum_cod_order_amount: ['number', 'string', 'null'],
                },
              },
            ],
          },
        ],
      },
      ['zone_data'],
    );
    expect(Array.isArray(JSON.parse(body.zone_id))).toBe(true);
  });

  it('module is a bare array of modules with their zones', async () => {
    await expectAnswer(
      '/api/v1/module',
      { zoneid: `[${ids.zones.olaya}]` },
      [
        {
          id: 'number',
          module_name: 'string',
          module_type: 'string',
          icon: 'string?',
          description: 'string?',
          stores_count: 'number',
          status: ['boolean', 'number'],
          zones: [{ id: 'number' }],
        },
      ],
      ['$'],
    );
  });

  it('react-landing-page has its texts, links, lists and base_urls', async () => {
    await expectAnswer(
      '/api/v1/react-landing-page',
      {},
      {
        header_title: 'string',
        header_sub_title: 'string',
        business_title: 'string',
        earning_title: 'string',
        download_user_app_links: {
          playstore_url: 'string',
          playstore_url_status: numOrStr,
          apple_store_url: 'string',
          apple_store_url_status: numOrStr,
        },
        fixed_newsletter_title: 'string',
        fixed_footer_description: 'string',
        promotion_banners: 'array',
        testimonial_list: [{ name: 'string', designation: 'string', review: 'string', reviewer_image: 'string?' }],
        base_urls: {
          header_icon_url: 'string',
          header_banner_url: 'string',
          promotional_banner_url: 'string',
          business_image_url: 'string',
          testimonial_image_url: 'string',
        },
      },
    );
  });
});

describe.each(STORE_MODULES)('the %s module', (module: StoreModule) => {
  const h = () => headersOf[module];

  it('item lists are {total_size, limit, offset, products} of full items; new-arrival and latest add categories', async () => {
    for (const path of ['popular', 'most-reviewed', 'discounted', 'recommended?filter=all']) {
      await expectAnswer(`/api/v1/items/${path}${path.includes('?') ? '&' : '?'}limit=5&offset=1`, h(), itemPage());
    }
    const newest = await expectAnswer(
      '/api/v1/items/new-arrival?limit=5&offset=1',
      h(),
      itemPage({ categories: [CATEGORY] }),
      ['products', 'categories'],
    );
    const storeId = newest.products[0].store_id;
    await expectAnswer(
      `/api/v1/items/latest?store_id=${storeId}&category_id=0&limit=5&offset=1&type=all`,
      h(),
      itemPage({ categories: [CATEGORY] }),
      ['products'],
    );
    const word = newest.products[0].name.split(' ')[0];
    await expectAnswer(`/api/v1/items/search?name=${encodeURIComponent(word)}&limit=5&offset=1`, h(), itemPage(), [
      'products',
    ]);
  });

  it('item details, related items and more from the store: an item, and two bare arrays', async () => {
    const [{ id }] = (await api.request({ url: '/api/v1/items/popular?limit=1', headers: h() })).body.products;
    await expectAnswer(
      `/api/v1/items/details/${id}`,
      { moduleid: h().moduleid },
      { ...(ITEM as object), store_details: STORE },
    );
    await expectAnswer(`/api/v1/items/related-items/${id}`, h(), [ITEM]);
    await expectAnswer(`/api/v1/items/related-store-items/${id}?limit=5&offset=1`, h(), [ITEM], ['$']);
  });

  it('store lists are {total_size, limit, offset, stores}; details one store; suggestions {items, stores}', async () => {
    for (const path of ['popular', 'latest', 'top-rated', 'discounted', 'get-stores/all']) {
      await expectAnswer(`/api/v1/stores/${path}?limit=5&offset=1&type=all`, h(), storePage);
    }
    const { stores } = await expectAnswer('/api/v1/stores/get-stores/all?limit=5&offset=1', h(), storePage, ['stores']);
    await expectAnswer(
      `/api/v1/stores/details/${stores[0].id}`,
      { moduleid: h().moduleid },
      {
        ...(STORE as object),
        category_details: [CATEGORY],
      },
    );
    const word = stores[0].name.split(' ')[0];
    await expectAnswer(`/api/v1/items/item-or-store-search?name=${encodeURIComponent(word)}`, h(), {
      items: [ITEM],
      stores: [STORE],
    });
  });

  it('categories are a bare array with childes; category lists are item and store pages', async () => {
    const roots = await expectAnswer(
      '/api/v1/categories',
      { moduleid: h().moduleid },
      [{ ...(CATEGORY as object), childes: [CATEGORY] }],
      ['$'],
    );
    const idsList = `[${roots.map((c: { id: number }) => c.id).join(',')}]`;
    await expectAnswer(
      `/api/v1/categories/items/list?limit=5&offset=1&type=all&category_ids=${idsList}`,
      h(),
      itemPage(),
      ['products'],
    );
    await expectAnswer(
      `/api/v1/categories/stores/list?limit=5&offset=1&type=all&category_ids=${idsList}`,
      h(),
      storePage,
      ['stores'],
    );
    await expectAnswer(`/api/v1/categories/items/${roots[0].id}?limit=5&offset=1&type=all`, h(), itemPage());
  });

  it("campaigns, the flash sale, a store's popular items, get-combined-data and categories/{searchKey}", async () => {
    await expectAnswer('/api/v1/campaigns/basic', h(), [CAMPAIGN], ['$']);
    await expectAnswer('/api/v1/campaigns/item', h(), [ITEM]);
    const sale = await expectAnswer('/api/v1/flash-sales?limit=10&offset=1', h(), 'object');
    // The demo runs a flash sale in food and grocery; where one runs, clients read it whole.
    if (module === 'food' || module === 'grocery') expect(sale.id, 'a running flash sale').toBeTypeOf('number');
    if (sale.id !== undefined) expect(shapeProblems(sale, FLASH_SALE)).toEqual([]);
    const { stores } = await expectAnswer('/api/v1/stores/get-stores/all?limit=1&offset=1', h(), storePage, ['stores']);
    await expectAnswer(`/api/v1/stores/popular-items/${stores[0].id}`, h(), [ITEM], ['$']);
    await expectAnswer(
      '/api/v1/get-combined-data?list_type=item&data_type=new&limit=5&offset=1',
      h(),
      itemPage({ categories: [CATEGORY] }),
      ['products', 'categories'],
    );
    await expectAnswer('/api/v1/get-combined-data?list_type=store&data_type=all&limit=5&offset=1', h(), storePage, [
      'stores',
    ]);
    const [root] = await expectAnswer('/api/v1/categories', { moduleid: h().moduleid }, [CATEGORY], ['$']);
    const key = encodeURIComponent(root.name.split(' ')[0]);
    await expectAnswer(`/api/v1/categories/${key}`, { moduleid: h().moduleid }, [CATEGORY], ['$']);
    if (module === 'pharmacy') {
      await expectAnswer('/api/v1/common-condition', h(), [{ id: 'number', name: 'string' }], ['$']);
      const pharmacy = (await api.request({ url: '/api/v1/items/popular?limit=1', headers: h() })).body.products[0];
      await expectAnswer(
        `/api/v1/items/common-conditions?store_id=${pharmacy.store_id}&offset=1&limit=5`,
        h(),
        itemPage(),
        ['products'],
      );
    }
  });

  it("cart rows (add, update, list) and the wishlist hold this module's items and stores in their shapes", async () => {
    // An item of this module that takes no required choice, open all day, with its add-ons when it has some.
    const [row] = await api.database.db.query<{ id: number }>(
      `select i.id from items i join stores s on s.id = i.store_id
        where s.module_id = $1 and s.status and s.active and i.status and i.variations = '[]'
          and i.available_date_starts is null and not i.is_prescription_required and (i.stock > 0 or $2)
          and i.available_time_starts = '00:00:00' and i.available_time_ends >= '23:59:00'
        order by cardinality(i.add_on_ids) desc, i.id limit 1`,
      // Food tracks no stock.
      [ids.modules[module], module === 'food'],
    );
    expect(row, `an item of ${module} to add`).toBeDefined();
    const c = await accountsClient(api).signUp();
    const auth = { ...h(), authorization: `Bearer ${c.token}` };
    const item = (await api.request({ url: `/api/v1/items/details/${row.id}`, headers: auth })).body;
    const addOnIds = item.add_ons.map((a: { id: number }) => a.id);
    // Food: the first values of each required group, as the client's variation list names them.
    const variation = item.food_variations
      .filter((g: { required: string }) => g.required === 'on')
      .map((g: { name: string; min: number | string; values: { label: string }[] }) => ({
        name: g.name,
        values: { label: g.values.slice(0, Math.max(1, Number(g.min))).map((v) => v.label) },
      }));
    // As clients send it: every add-on of the item, 0 for those not chosen (item 3).
    const added = await api.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: auth,
      payload: {
        item_id: row.id,
        quantity: 1,
        variation,
        add_on_ids: addOnIds,
        add_on_qtys: addOnIds.map((_: number, i: number) => (i === 0 ? 1 : 0)),
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(shapeProblems(added.body, [CART_ROW])).toEqual([]);
    if (module === 'food') expect(addOnIds.length, 'a food item with add-ons').toBeGreaterThan(1);
    expect(added.body[0].add_on_ids).toEqual(addOnIds.slice(0, 1));
    const updated = await api.request({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      headers: auth,
      payload: { cart_id: added.body[0].id, quantity: 2 },
    });
    expect(shapeProblems(updated.body, [CART_ROW])).toEqual([]);
    expect(updated.body[0]).toMatchObject({ quantity: 2, add_on_ids: addOnIds.slice(0, 1) });
    await expectAnswer('/api/v1/customer/cart/list', auth, [CART_ROW], ['$']);
    await api.request({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${row.id}`, headers: auth });
    await api.request({
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?store_id=${item.store_id}`,
      headers: auth,
    });
    await expectAnswer('/api/v1/customer/wish-list', auth, { item: [ITEM], store: [STORE] }, ['item', 'store']);
  });

  it('banners answer {banners, campaigns}; other-banners, why-choose and video-content their sections', async () => {
    const { banners } = await expectAnswer('/api/v1/banners', h(), {
      banners: [{ id: 'number', title: 'string', image: 'string', type: 'string' }],
      campaigns: [{ id: 'number', title: 'string', image: 'string?' }],
    });
    // A banner opens its store or item: clients read banner.store{id, slug, zone_id} / banner.item.
    for (const b of banners) {
      if (b.type === 'store_wise') expect(shapeProblems(b.store, STORE), `banner ${b.id}`).toEqual([]);
      if (b.type === 'item_wise') expect(shapeProblems(b.item, ITEM), `banner ${b.id}`).toEqual([]);
    }
    expect(
      banners.some((b: { type: string }) => b.type === 'store_wise'),
      'a store banner',
    ).toBe(true);
    await expectAnswer('/api/v1/other-banners', h(), {
      promotional_banner_url: 'string',
      best_reviewed_section_banner: 'string',
      best_reviewed_section_banner_full_url: 'string',
      new_arrival_section_banner: 'string',
      bottom_section_banner: 'string',
    });
    await expectAnswer(
      '/api/v1/other-banners/why-choose',
      h(),
      {
        why_choose_url: 'string',
        banners: [
          { id: 'number', title: 'string', short_description: 'string', image: 'string?', image_full_url: 'string?' },
        ],
      },
      ['banners'],
    );
    await expectAnswer(
      '/api/v1/other-banners/video-content',
      h(),
      {
        section_title: 'string',
        banner_type: 'string',
        banner_video: 'string?',
        banner_image_full_url: 'string?',
        banner_video_content_full_url: 'string?',
        banner_contents: [{ key: 'string', value: 'string' }],
      },
      ['banner_contents'],
    );
  });
});

describe('parcel and rental module homes', () => {
  it.each(['parcel', 'rental'] as const)(
    '%s: other-banners, why-choose and video-content answer their sections',
    async (type) => {
      const [{ id }] = await api.database.db.query<{ id: number }>('select id from modules where module_type = $1', [
        type,
      ]);
      const h = { moduleid: String(id) };
      if (type === 'parcel') {
        await expectAnswer(
          '/api/v1/other-banners',
          h,
          {
            promotional_banner_url: 'string',
            banners: [{ id: 'number', value: 'string', value_full_url: 'string' }],
          },
          ['banners'],
        );
      }
      await expectAnswer(
        '/api/v1/other-banners/why-choose',
        h,
        { why_choose_url: 'string', banners: [{ title: 'string', short_description: 'string' }] },
        ['banners'],
      );
      await expectAnswer(
        '/api/v1/other-banners/video-content',
        h,
        { section_title: 'string', banner_contents: [{ value: 'string' }] },
        ['banner_contents'],
      );
    },
  );
});

describe('rental providers are stores', () => {
  it('provider lists and details carry every store key clients read', async () => {
    const [{ id: rental }] = await api.database.db.query<{ id: number }>(
      "select id from modules where module_type = 'rental'",
    );
    const h = catalogHeaders(Object.values(ids.zones), rental);
    for (const list of ['popular', 'latest']) {
      await expectAnswer(`/api/v1/rental/provider/${list}?limit=5&offset=1`, h, storePage, ['stores']);
    }
    const { stores } = (await api.request({ url: '/api/v1/rental/provider/popular?limit=1', headers: h })).body;
    await expectAnswer(`/api/v1/rental/provider/get-provider-details/${stores[0].id}`, h, STORE);
    await expectAnswer(`/api/v1/stores/details/${stores[0].id}`, { moduleid: String(rental) }, STORE);
  });
});

describe("a customer's answers", () => {
  it('cart rows, wishlist, addresses, profile, wallet, bonuses, loyalty, coupons, cashback and testimonials', async () => {
    const shopper = await lab.customer();
    const auth = { ...lab.headers, authorization: `Bearer ${(shopper.auth as { token: string }).token}` };
    const [itemId] = lab.items;
    const added = await api.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: auth,
      payload: { item_id: itemId, quantity: 2 },
    });
    expect(shapeProblems(added.body, [CART_ROW])).toEqual([]);
    await expectAnswer('/api/v1/customer/cart/list', auth, [CART_ROW], ['$']);

    await api.request({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${itemId}`, headers: auth });
    await api.request({ method: 'POST', url: `/api/v1/customer/wish-list/add?store_id=${lab.storeId}`, headers: auth });
    await expectAnswer('/api/v1/customer/wish-list', auth, { item: [ITEM], store: [STORE] }, ['item', 'store']);

    await api.request({
      method: 'POST',
      url: '/api/v1/customer/address/add',
      headers: auth,
      payload: {
        contact_person_name: 'Sara',
        contact_person_number: '+966500000002',
        address_type: 'home',
        address: 'Olaya St',
        latitude: HOME.lat,
        longitude: HOME.lng,
      },
    });
    await expectAnswer(
      '/api/v1/customer/address/list',
      auth,
      {
        total_size: 'number',
        limit: numOrStr,
        offset: numOrStr,
        addresses: [
          {
            id: 'number',
            address_type: 'string',
            contact_person_name: 'string',
            contact_person_number: 'string',
            address: 'string',
            latitude: numOrStr,
            longitude: numOrStr,
            zone_id: 'number',
            zone_ids: ['number'],
            house: 'string?',
            floor: 'string?',
            road: 'string?',
          },
        ],
      },
      ['addresses'],
    );

    await expectAnswer('/api/v1/customer/info', auth, {
      id: 'number',
      f_name: 'string?',
      l_name: 'string?',
      email: 'string?',
      phone: 'string?',
      image: 'string?',
      wallet_balance: numOrStr,
      loyalty_point: numOrStr,
      ref_code: 'string?',
      order_count: 'number',
      member_since_days: 'number',
      userinfo: 'any',
    });
    const LEDGER: Shape = {
      total_size: 'number',
      data: [{ credit: numOrStr, debit: numOrStr, transaction_type: 'string', created_at: 'string' }],
    };
    await expectAnswer('/api/v1/customer/wallet/transactions?offset=1&limit=10&type=all', auth, LEDGER);
    // The demo customer's wallet holds a seeded top-up: its rows carry every key clients read.
    const demo = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phone: '+966500000001', password: '12345678' },
    });
    await expectAnswer(
      '/api/v1/customer/wallet/transactions?offset=1&limit=10&type=all',
      { authorization: `Bearer ${demo.body.token}` },
      {
        total_size: 'number',
        data: [
          {
            id: 'number',
            credit: numOrStr,
            debit: numOrStr,
            admin_bonus: numOrStr,
            transaction_type: 'string',
            reference: 'string?',
            created_at: 'string',
          },
        ],
      },
      ['data'],
    );
    await expectAnswer('/api/v1/customer/loyalty-point/transactions?offset=1&limit=10', auth, LEDGER);
    const bonuses = await expectAnswer(
      '/api/v1/customer/wallet/bonuses',
      auth,
      [{ title: 'string', end_date: 'string', minimum_add_amount: numOrStr, maximum_bonus_amount: numOrStr }],
      ['$'],
    );
    expect(bonuses.every((b: { maximum_bonus_amount: number }) => b.maximum_bonus_amount > 0)).toBe(true);

    const coupons = await expectAnswer(
      '/api/v1/coupon/list',
      auth,
      [
        {
          code: 'string',
          title: 'string',
          discount: numOrStr,
          discount_type: 'string',
          max_discount: numOrStr,
          min_purchase: numOrStr,
          coupon_type: 'string',
          start_date: 'string',
          end_date: 'string',
        },
      ],
      ['$'],
    );
    // A coupon for one store (the demo's is food's store-wise BURGER5) names it with the store object every answer uses.
    const foodCoupons = (await api.request({ url: '/api/v1/coupon/list', headers: { ...auth, ...headersOf.food } }))
      .body;
    const forStores = foodCoupons.filter((c: { store: unknown }) => c.store !== null);
    expect(forStores.length, 'a store coupon is seeded').toBeGreaterThan(0);
    for (const c of forStores) expect(shapeProblems(c.store, STORE), c.code).toEqual([]);
    const usable = coupons.find(
      (c: { coupon_type: string; store_id: number | null }) =>
        c.coupon_type === 'default' && (c.store_id === null || c.store_id === lab.storeId),
    );
    await expectAnswer(`/api/v1/coupon/apply?code=${usable.code}&store_id=${lab.storeId}`, auth, {
      code: 'string',
      title: 'string',
      discount: numOrStr,
      discount_type: 'string',
      max_discount: numOrStr,
      min_purchase: numOrStr,
      coupon_type: 'string',
      data: 'string',
    });
    await expectAnswer(
      '/api/v1/cashback/list',
      auth,
      [{ id: 'number', title: 'string', cashback_type: 'string', cashback_amount: numOrStr, min_purchase: numOrStr }],
      ['$'],
    );
    await expectAnswer('/api/v1/cashback/getCashback?amount=100', auth, {
      calculated_amount: numOrStr,
      cashback_amount: numOrStr,
      cashback_type: 'string',
      min_purchase: numOrStr,
      max_discount: numOrStr,
      id: 'number',
    });
    await expectAnswer('/api/v1/customer/suggested-items', auth, [ITEM], ['$']);
    await expectAnswer('/api/v1/customer/visit-again', auth, [{ ...(STORE as object), items: [ITEM] }]);
    await expectAnswer('/api/v1/testimonial', {}, [{ name: 'string', designation: 'string', review: 'string' }], ['$']);
    await expectAnswer('/api/v1/customer/review-reminder', auth, { order_id: 'number?' });
  });

  it('an order placed: {message, order_id, total_ammount}; list, details (an array) and track in their shapes', async () => {
    const shopper = await lab.customer();
    const placed = await shopper.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(shapeProblems(placed.body, { message: 'string', order_id: 'number', total_ammount: numOrStr })).toEqual([]);
    const auth = { ...lab.headers, authorization: `Bearer ${(shopper.auth as { token: string }).token}` };
    const ORDER_OBJ: Shape = {
      id: 'number',
      created_at: 'string',
      order_status: 'string',
      order_type: 'string',
      order_amount: numOrStr,
      module_type: 'string',
      details_count: 'number',
      delivery_man: 'any',
      store: { ...(STORE as object), logo: 'string?' },
      parcel_category: 'any',
    };
    await expectAnswer(
      '/api/v1/customer/order/running-orders?limit=10&offset=1',
      auth,
      { total_size: 'number', orders: [ORDER_OBJ] },
      ['orders'],
    );
    await expectAnswer('/api/v1/customer/order/list?limit=10&offset=1', auth, {
      total_size: 'number',
      orders: [ORDER_OBJ],
    });
    await expectAnswer(
      `/api/v1/customer/order/details?order_id=${placed.body.order_id}`,
      auth,
      [
        {
          id: 'number',
          order_id: 'number',
          item_id: 'number?',
          item_campaign_id: 'number?',
          price: numOrStr,
          quantity: 'number',
          variation: 'array',
          add_ons: [{ name: 'string', quantity: 'number' }],
          item_details: { name: 'string', image: 'string?', price: numOrStr },
          created_at: 'string',
        },
      ],
      ['$'],
    );
    await expectAnswer(`/api/v1/customer/order/track?order_id=${placed.body.order_id}`, auth, {
      id: 'number',
      order_status: 'string',
      created_at: 'string',
      confirmed: 'string?',
      processing: 'string?',
      picked_up: 'string?',
      delivered: 'string?',
      order_amount: numOrStr,
      delivery_charge: numOrStr,
      dm_tips: numOrStr,
      total_tax_amount: numOrStr,
      coupon_discount_amount: numOrStr,
      store_discount_amount: numOrStr,
      payment_method: 'string',
      payment_status: 'string',
      module_type: 'string',
      module: { module_type: 'string' },
      delivery_address: { address: 'string', latitude: numOrStr, longitude: numOrStr },
      store: { ...(STORE as object), name: 'string', delivery_time: 'string' },
      refund: 'object?',
      processing_time: ['number', 'string', 'null'],
      schedule_at: 'string?',
      scheduled: ['number', 'boolean'],
      flash_admin_discount_amount: numOrStr,
      flash_store_discount_amount: numOrStr,
      partially_paid_amount: numOrStr,
      payments: 'array',
      cutlery: ['number', 'boolean'],
      unavailable_item_note: 'string?',
      delivery_instruction: 'string?',
      order_attachment: 'any',
      prescription_order: ['number', 'boolean'],
      otp: ['number', 'string', 'null'],
      delivery_man: 'object?',
      cancellation_reason: 'string?',
      refund_cancellation_note: 'string?',
      offline_payment: 'object?',
    });
  });
});

describe('errors', () => {
  it('a refusal is {errors: [{code, message}]} (clients toast each message); a missing route too', async () => {
    const ERRORS: Shape = { errors: [{ code: 'string', message: 'string' }] };
    const c = await accountsClient(api).signUp();
    const invalid = await api.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { ...headersOf.food, authorization: `Bearer ${c.token}` },
      payload: { quantity: 1 },
    });
    expect(invalid.status).toBe(422);
    expect(shapeProblems(invalid.body, ERRORS)).toEqual([]);
    const signedOut = await api.request({ url: '/api/v1/customer/info' });
    expect(signedOut.status).toBe(401);
    expect(shapeProblems(signedOut.body, ERRORS)).toEqual([]);
    const missing = await api.request({ url: '/api/v1/no-such-route' });
    expect(missing.status).toBe(404);
    expect(shapeProblems(missing.body, ERRORS)).toEqual([]);
  });
});

describe('sign-in and the map proxies', () => {
  it('sign-up answers {token, is_phone_verified}; the proxies answer what clients read of Google', async () => {
    const client = accountsClient(api);
    const c = await client.signUp();
    const TOKEN: Shape = { token: 'string', is_phone_verified: ['number', 'boolean'] };
    const login = await client.post('/api/v1/auth/login', { phone: c.phone, password: c.password });
    expect(login.status).toBe(200);
    expect(shapeProblems(login.body, TOKEN)).toEqual([]);
    const guest = await client.post('/api/v1/auth/guest/request', {});
    expect(shapeProblems(guest.body, { guest_id: numOrStr })).toEqual([]);
    await expectAnswer(
      '/api/v1/config/place-api-autocomplete?search_text=olaya',
      {},
      {
        predictions: [{ description: 'string', place_id: 'string' }],
      },
      ['predictions'],
    );
    await expectAnswer(
      `/api/v1/config/geocode-api?lat=${HOME.lat}&lng=${HOME.lng}`,
      {},
      {
        results: [{ formatted_address: 'string' }],
      },
    );
    await expectAnswer(
      `/api/v1/config/distance-api?origin_lat=${HOME.lat}&origin_lng=${HOME.lng}&destination_lat=24.7&destination_lng=46.69&mode=walking`,
      {},
      { rows: [{ elements: [{ distance: { value: 'number' } }] }] },
    );
  });
});
