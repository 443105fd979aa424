/**
 * Issue 16, item 3: no English on Arabic pages — the currency, the payment
 * methods' names, an item's choice values and an order's chosen options and
 * add-ons come in the reader's language; the stored choices stay English.
 */
import { describe, expect, it } from 'vitest';
import { catalogHeaders } from '../../../test/catalog.ts';
import { newCustomer } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';

const api = useApi();
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const arabic = { 'x-localization': 'ar' };

describe("every seeded name in the reader's language (issue 16, item 3)", () => {
  it('writes the currency as ر.س and names the digital payment method in Arabic; English keeps SAR', async () => {
    const ar = (await api.request({ url: '/api/v1/config', headers: arabic })).body;
    const en = (await api.request('/api/v1/config')).body;
    expect(ar.currency_symbol).toBe('ر.س');
    expect(en.currency_symbol).toBe('SAR');
    expect(ar.active_payment_method_list).toMatchObject([
      { gateway: 'souq_pay', gateway_title: 'سوق باي (بطاقة تجريبية)', gateway_image: 'souq_pay.svg' },
    ]);
    expect(en.active_payment_method_list[0].gateway_title).toBe('Souq Pay (demo card)');
  });

  it('names the offline payment methods and their fields in Arabic', async () => {
    const ar = (await api.request({ url: '/api/v1/offline_payment_method_list', headers: arabic })).body;
    const en = (await api.request('/api/v1/offline_payment_method_list')).body;
    expect(ar[0].method_name).toBe('تحويل بنكي');
    expect(ar[0].method_informations[0].customer_placeholder).toBe('الاسم على الحساب المرسِل');
    expect(ar[0].method_informations.map((i: any) => i.customer_input)).toEqual(
      en[0].method_informations.map((i: any) => i.customer_input),
    );
    expect(en[0].method_name).toBe('Bank Transfer');
  });

  it("labels an item's choice values in Arabic while the options stay the variation keys", async () => {
    const [item] = await sql<{ id: number; module_id: number; zone_id: number }>(
      `select i.id, i.module_id, s.zone_id from items i join stores s on s.id = i.store_id
        where i.choice_options::text like '%"White"%' order by i.id limit 1`,
    );
    const headers = catalogHeaders([item.zone_id], item.module_id);
    const ar = (await api.request({ url: `/api/v1/items/details/${item.id}`, headers: { ...headers, ...arabic } }))
      .body;
    const colors = ar.choice_options.find((c: any) => c.options.includes('White'));
    expect(colors.option_labels[colors.options.indexOf('White')]).toBe('أبيض');
    const en = (await api.request({ url: `/api/v1/items/details/${item.id}`, headers })).body;
    expect(en.choice_options.find((c: any) => c.options.includes('White')).option_labels).toContain('White');
  });

  it("reads an order's chosen options and add-ons in Arabic though the order keeps them in English", async () => {
    const customer = await newCustomer(api);
    const [food] = await sql<{ id: number; food_variations: any[]; module_id: number; zone_id: number }>(
      `select i.id, i.food_variations, i.module_id, s.zone_id from items i join stores s on s.id = i.store_id
        where jsonb_array_length(i.food_variations) > 0 order by i.id limit 1`,
    );
    const [product] = await sql<{ id: number; variations: { type: string }[] }>(
      `select id, variations from items where choice_options::text like '%"White"%' and variations::text like '%White%' order by id limit 1`,
    );
    const type = product.variations.find((v) => v.type.includes('White'))!.type;
    const orderId = await placeOrder(api, {
      owner: { userId: customer.id },
      lines: [{ itemId: food.id, quantity: 1 }],
    });
    const group = food.food_variations[0];
    await sql(
      `update order_details set item_details = item_details || jsonb_build_object('food_variations', $2::jsonb), variation = $3
        where order_id = $1`,
      [
        orderId,
        JSON.stringify(food.food_variations),
        JSON.stringify([{ name: group.name, values: { label: [group.values[0].label] } }]),
      ],
    );
    const productOrder = await placeOrder(api, {
      owner: { userId: customer.id },
      lines: [{ itemId: product.id, quantity: 1, variant: type }],
    });
    const headers = { ...catalogHeaders([food.zone_id], food.module_id), authorization: `Bearer ${customer.token}` };
    const read = async (id: number, extra = {}) =>
      (await api.request({ url: `/api/v1/customer/order/details?order_id=${id}`, headers: { ...headers, ...extra } }))
        .body[0];

    const [arItem] = await sql<{ value: string }>(
      `select value from translations where translationable_type = 'item' and translationable_id = $1 and locale = 'ar' and key = 'food_variations'`,
      [food.id],
    );
    const arGroup = JSON.parse(arItem.value)[0];
    const ar = await read(orderId, arabic);
    expect(ar.variation).toEqual([{ name: arGroup.name, values: { label: [arGroup.values[0].label] } }]);
    expect((await read(orderId)).variation).toEqual([{ name: group.name, values: { label: [group.values[0].label] } }]);
    const stored = await sql('select variation from order_details where order_id = $1', [orderId]);
    expect(stored[0].variation[0].values.label).toEqual([group.values[0].label]);

    const arProduct = await read(productOrder, arabic);
    expect(arProduct.variation[0].type).toContain('أبيض');
    expect(arProduct.variation[0].type).not.toMatch(/[A-Za-z]{3}/);
  });

  it("draws each demo picture with its own item's name, in the shopper's language (issue 16, item 5)", async () => {
    const [coffee] = await sql<{ id: number; image: string; ar: string }>(
      `select i.id, i.image, t.value as ar from items i join translations t on t.translationable_type = 'item'
          and t.translationable_id = i.id and t.locale = 'ar' and t.key = 'name'
        where i.name = 'Saudi Coffee' order by i.id limit 1`,
    );
    const english = await api.request(`/storage/product/${coffee.image}`);
    expect(english.body).toContain('>Saudi Coffee</text>');
    expect(english.body).not.toContain('Gahwa');
    const drawn = await api.request(`/storage/product/${coffee.image}?lang=ar`);
    expect(drawn.body).toContain(`>${coffee.ar}</text>`);
    const item = await api.request({ url: `/api/v1/items/details/${coffee.id}`, headers: arabic });
    expect(item.body.image_full_url).toMatch(/\?lang=ar$/);
    const [category] = await sql<{ image: string; ar: string }>(
      `select c.image, t.value as ar from categories c join translations t on t.translationable_type = 'category'
          and t.translationable_id = c.id and t.locale = 'ar' and t.key = 'name' where c.image like '%.svg' order by c.id limit 1`,
    );
    expect((await api.request(`/storage/category/${category.image}?lang=ar`)).body).toContain(`>${category.ar}</text>`);
  });
});
