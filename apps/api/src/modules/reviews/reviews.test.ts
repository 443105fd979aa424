/**
 * Reviews after delivery (issue 19; reference §3.5, §3.6, §5.8): only the
 * order's owner, only after delivery, each item once per order and the
 * courier once; the item's, the store's and the courier's ratings are
 * recomputed; pictures are limited to 3 images of the accepted types with
 * the spec's messages; the review reminder opens once and can be dismissed;
 * the operator lists reviews and hides an abusive one (its star leaves the counts).
 */
import { ratingSummary } from '@souq/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';
import { multipartOrder, TINY_PNG } from '../../../test/orders.ts';

const OPERATOR_TOKEN = 'operator-secret-for-reviews-01';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;
let headers: Record<string, string>;
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);

const ROUTE = {
  item: '/api/v1/items/reviews/submit',
  courier: '/api/v1/delivery-man/reviews/submit',
  courierReviews: (id: number) => `/api/v1/delivery-man/reviews/${id}`,
  courierRating: (id: number) => `/api/v1/delivery-man/reviews/rating/${id}`,
  itemReviews: (id: number) => `/api/v1/items/reviews/${id}`,
  reminder: '/api/v1/customer/review-reminder',
  reminderCancel: '/api/v1/customer/review-reminder-cancel',
  track: '/api/v1/customer/order/track',
};

beforeAll(async () => {
  ids = await demoIds(api);
  headers = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

const burger = () => ids.item('classic-smash-burger-burger-yard');
const fries = () => ids.item('onion-rings-burger-yard');

async function customer() {
  const c = await newCustomer(api);
  return { ...c, shopper: shopper(api, { token: c.token }, headers) };
}

async function courierId() {
  return (await sql<{ id: number }>("select id from delivery_men where phone = '+966551230001'"))[0].id;
}

/** A delivered order of two items, carried by the first demo courier. */
async function deliveredOrder(userId: number, status = 'delivered') {
  const id = await placeOrder(api, {
    owner: { userId },
    lines: [
      { itemId: burger(), quantity: 1 },
      { itemId: fries(), quantity: 2 },
    ],
    status,
    paymentStatus: 'paid',
  });
  await sql('update orders set delivery_man_id = $2 where id = $1', [id, await courierId()]);
  return id;
}

const ratingOf = async (table: 'items' | 'delivery_men', id: number) =>
  (await sql(`select rating, avg_rating, rating_count from ${table} where id = $1`, [id]))[0];

describe('items/reviews/submit', () => {
  it("rates a delivered order's item once: the item's and its store's counts and average follow the reference's formula", async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const before = await ratingOf('items', burger());
    const [storeBefore] = await sql('select rating from stores where id = (select store_id from items where id = $1)', [
      burger(),
    ]);

    const response = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: burger(), order_id: orderId, rating: 2, comment: 'Cold when it arrived' },
    });
    expect(response).toMatchObject({ status: 200, body: { message: 'Review submitted successfully.' } });

    const after = await ratingOf('items', burger());
    const expected = [...before.rating];
    expected[1] += 1;
    expect(after.rating).toEqual(expected);
    expect(Number(after.avg_rating)).toBe(ratingSummary(expected).avg_rating);
    expect(after.rating_count).toBe(before.rating_count + 1);
    const [storeAfter] = await sql('select rating from stores where id = (select store_id from items where id = $1)', [
      burger(),
    ]);
    expect(storeAfter.rating[1]).toBe(storeBefore.rating[1] + 1);

    // The review is listed first on the item, with the customer's name.
    const list = await api.request({ url: `${ROUTE.itemReviews(burger())}?limit=5&offset=1`, headers });
    expect(list.body.reviews[0]).toMatchObject({ rating: 2, comment: 'Cold when it arrived', order_id: orderId });
    expect(list.body.reviews[0].customer_name).toBe(c.name);
    // The item details carry the new breakdown, [5★ … 1★].
    const details = await api.request({ url: `/api/v1/items/details/${burger()}`, headers });
    expect(details.body.ratings).toEqual([...expected].reverse());

    // Once per item and order.
    const again = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: burger(), order_id: orderId, rating: 5 },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'item_id', message: 'You already submitted a review for this item.' }] },
    });
    // The order now says what is left to review.
    const track = await c.shopper.call('GET', ROUTE.track, { query: { order_id: orderId } });
    expect(track.body).toMatchObject({ reviewed_item_ids: [burger()], delivery_man_reviewed: 0 });
  });

  it('refuses before delivery, an item not in the order, and another customer’s order (404), changing nothing', async () => {
    const [c, other] = [await customer(), await customer()];
    const running = await deliveredOrder(c.id, 'picked_up');
    await sql('update orders set delivered = null where id = $1', [running]);
    const before = await ratingOf('items', burger());

    const early = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: burger(), order_id: running, rating: 4 },
    });
    expect(early).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'order_id', message: 'You can review an order once it is delivered.' }] },
    });

    const delivered = await deliveredOrder(c.id);
    const notInOrder = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: ids.item('basmati-rice-fresh-basket'), order_id: delivered, rating: 4 },
    });
    expect(notInOrder.status).toBe(404);
    expect(notInOrder.body.errors[0].message).toBe('This item is not part of this order.');

    const stranger = await other.shopper.call('POST', ROUTE.item, {
      payload: { item_id: burger(), order_id: delivered, rating: 1 },
    });
    expect(stranger.status).toBe(404);
    expect(await ratingOf('items', burger())).toEqual(before);

    const guest = await api.request({
      method: 'POST',
      url: ROUTE.item,
      headers,
      payload: { item_id: burger(), order_id: delivered, rating: 1 },
    });
    expect(guest.status).toBe(401);
  });

  it('validates the rating and comment with clear messages', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await c.shopper.call('POST', ROUTE.item, {
        payload: { item_id: burger(), order_id: orderId, rating },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ code: 'rating', message: 'The rating must be between 1 and 5.' });
    }
    const long = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: burger(), order_id: orderId, rating: 4, comment: 'x'.repeat(1001) },
    });
    expect(long.body.errors[0]).toMatchObject({ code: 'comment' });
  });

  it('takes up to 3 images of the accepted types (spec §5, §9), with the spec’s messages otherwise', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const fields = { item_id: burger(), order_id: orderId, rating: 5, comment: 'Great' };
    const png = (n: number) => ({ field: 'attachment[]', filename: `p${n}.png`, type: 'image/png', data: TINY_PNG });
    const send = (files: ReturnType<typeof png>[]) => {
      const body = multipartOrder(fields, files);
      return api.request({
        method: 'POST',
        url: ROUTE.item,
        payload: body.payload,
        headers: { ...headers, ...body.headers, authorization: `Bearer ${c.token}`, 'x-localization': 'ar' },
      });
    };
    const four = await send([png(1), png(2), png(3), png(4)]);
    expect(four.status).toBe(422);
    expect(four.body.errors[0].message).toBe('يمكن إرسال ٣ صور كحد أقصى في كل مرة.');

    const webp = await send([
      { field: 'attachment[]', filename: 'x.webp', type: 'image/webp', data: Buffer.from('RIFF0000WEBPVP8 ') },
    ]);
    expect(webp.status).toBe(422);
    expect(webp.body.errors[0].code).toBe('attachment');

    const three = await send([png(1), png(2), png(3)]);
    expect(three.status).toBe(200);
    const list = await api.request({ url: `${ROUTE.itemReviews(burger())}?limit=1&offset=1`, headers });
    expect(list.body.reviews[0].attachment_full_url).toHaveLength(3);
    const image = await api.request(new URL(list.body.reviews[0].attachment_full_url[0]).pathname);
    expect(image.status).toBe(200);
  });

  it('takes one review per item when two arrive at once', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const before = await ratingOf('items', fries());
    const answers = await Promise.all(
      [3, 4].map((rating) =>
        c.shopper.call('POST', ROUTE.item, { payload: { item_id: fries(), order_id: orderId, rating } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ratingOf('items', fries())).rating_count).toBe(before.rating_count + 1);
  });
});

describe('delivery-man reviews', () => {
  it('rates the courier of a delivered order once; the courier’s rating and review list follow', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const dm = await courierId();
    const before = await ratingOf('delivery_men', dm);

    const wrongCourier = await c.shopper.call('POST', ROUTE.courier, {
      payload: { delivery_man_id: dm + 1, order_id: orderId, rating: 5 },
    });
    expect(wrongCourier.status).toBe(404);
    expect(wrongCourier.body.errors[0].message).toBe('This delivery man did not deliver this order.');

    const ok = await c.shopper.call('POST', ROUTE.courier, {
      payload: { delivery_man_id: dm, order_id: orderId, rating: 1, comment: 'Never called' },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Review submitted successfully.' } });
    const after = await ratingOf('delivery_men', dm);
    const expected = [...before.rating];
    expected[0] += 1;
    expect(after.rating).toEqual(expected);
    expect(Number(after.avg_rating)).toBe(ratingSummary(expected).avg_rating);

    const twice = await c.shopper.call('POST', ROUTE.courier, {
      payload: { delivery_man_id: dm, order_id: orderId, rating: 5 },
    });
    expect(twice.status).toBe(409);

    const reviews = await c.shopper.call('GET', ROUTE.courierReviews(dm));
    expect(reviews.status).toBe(200);
    expect(reviews.body[0]).toMatchObject({ rating: 1, comment: 'Never called', order_id: orderId });
    expect(reviews.body[0].delivery_man).toMatchObject({ id: dm, f_name: 'Khalid' });
    const rating = await c.shopper.call('GET', ROUTE.courierRating(dm));
    expect(rating.body).toBe(ratingSummary(expected).avg_rating);

    const arabic = await c.shopper.call('GET', ROUTE.courierReviews(dm), { headers: { 'x-localization': 'ar' } });
    expect(arabic.body[0].delivery_man.f_name).toBe('خالد');
    expect((await api.request({ url: ROUTE.courierReviews(dm), headers })).status).toBe(401);
    expect((await c.shopper.call('GET', ROUTE.courierReviews(999999))).status).toBe(404);

    const track = await c.shopper.call('GET', ROUTE.track, { query: { order_id: orderId } });
    expect(track.body.delivery_man_reviewed).toBe(1);
    expect(track.body.delivery_man).toMatchObject({ id: dm, f_name: 'Khalid', vehicle: { type: 'motorbike' } });
  });

  it('refuses a review before delivery', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id, 'picked_up');
    await sql('update orders set delivered = null where id = $1', [orderId]);
    const response = await c.shopper.call('POST', ROUTE.courier, {
      payload: { delivery_man_id: await courierId(), order_id: orderId, rating: 5 },
    });
    expect(response.status).toBe(403);
  });
});

describe('customer/review-reminder', () => {
  it('suggests the latest delivered order with something to review, once; cancel dismisses one; never another’s order', async () => {
    const [c, other] = [await customer(), await customer()];
    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: null });
    const older = await deliveredOrder(c.id);
    await sql("update orders set delivered = now() - interval '1 hour' where id = $1", [older]);
    const latest = await deliveredOrder(c.id);

    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: latest });
    // Opens once: next time the older one is suggested.
    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: older });
    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: null });

    const third = await deliveredOrder(c.id);
    expect((await other.shopper.call('GET', ROUTE.reminderCancel, { query: { order_id: third } })).status).toBe(404);
    const cancel = await c.shopper.call('GET', ROUTE.reminderCancel, { query: { order_id: third } });
    expect(cancel.status).toBe(200);
    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: null });
    expect((await api.request({ url: ROUTE.reminder, headers })).status).toBe(401);
  });

  it('leaves out an order whose items and courier are all reviewed', async () => {
    const c = await customer();
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    await c.shopper.call('POST', ROUTE.item, { payload: { item_id: burger(), order_id: orderId, rating: 5 } });
    expect((await c.shopper.call('GET', ROUTE.reminder)).body).toEqual({ order_id: null });
  });
});

describe('operator: list and hide reviews', () => {
  const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  const put = (kind: string, id: number | string, payload: Record<string, unknown>, auth = operator) =>
    api.request({ method: 'PUT', url: `/api/v1/operator/reviews/${kind}/${id}`, payload, headers: auth });

  it('hides an abusive item review: it leaves the item’s list and its star leaves the item’s and store’s counts; showing puts them back', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const before = await ratingOf('items', fries());
    const submitted = await c.shopper.call('POST', ROUTE.item, {
      payload: { item_id: fries(), order_id: orderId, rating: 1, comment: 'Abusive words here' },
    });
    expect(submitted.status).toBe(200);
    const list = await api.request({ url: '/api/v1/operator/reviews?kind=item&limit=50&offset=1', headers: operator });
    expect(list.status).toBe(200);
    const review = list.body.reviews.find((r: any) => r.comment === 'Abusive words here');
    expect(review).toMatchObject({ kind: 'item', rating: 1, visible: true, order_id: orderId, subject_id: fries() });

    expect((await put('item', review.id, { visible: false })).body).toEqual({ message: 'The review is hidden.' });
    expect((await ratingOf('items', fries())).rating).toEqual(before.rating);
    const shown = await api.request({ url: `${ROUTE.itemReviews(fries())}?limit=50&offset=1`, headers });
    expect(shown.body.reviews.map((r: any) => r.comment)).not.toContain('Abusive words here');
    const hiddenList = await api.request({
      url: '/api/v1/operator/reviews?kind=item&visible=0&limit=50&offset=1',
      headers: operator,
    });
    expect(hiddenList.body.reviews.map((r: any) => r.id)).toContain(review.id);
    // Hiding twice changes nothing more.
    expect((await put('item', review.id, { visible: false })).status).toBe(200);
    expect((await ratingOf('items', fries())).rating).toEqual(before.rating);

    expect((await put('item', review.id, { visible: true })).status).toBe(200);
    const expected = [...before.rating];
    expected[0] += 1;
    expect((await ratingOf('items', fries())).rating).toEqual(expected);
  });

  it('hides a courier review and takes its star from the courier', async () => {
    const c = await customer();
    const orderId = await deliveredOrder(c.id);
    const courier = await courierId();
    const before = await ratingOf('delivery_men', courier);
    await c.shopper.call('POST', ROUTE.courier, {
      payload: { order_id: orderId, delivery_man_id: courier, rating: 2 },
    });
    const list = await api.request({
      url: '/api/v1/operator/reviews?kind=delivery_man&limit=5&offset=1',
      headers: operator,
    });
    const review = list.body.reviews.find((r: any) => r.order_id === orderId);
    expect(review).toMatchObject({ kind: 'delivery_man', rating: 2, subject_id: courier, visible: true });
    expect((await put('delivery_man', review.id, { visible: false })).status).toBe(200);
    expect((await ratingOf('delivery_men', courier)).rating).toEqual(before.rating);
  });

  it('refuses without the token, an unknown kind or review, and a value that is not a flag', async () => {
    expect((await put('item', 1, { visible: false }, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await api.request({ url: '/api/v1/operator/reviews' })).status).toBe(401);
    expect((await put('store', 1, { visible: false })).status).toBe(422);
    expect((await put('item', 99_999_999, { visible: false })).status).toBe(404);
    expect((await put('item', 'constructor', { visible: false })).status).toBe(422);
    expect((await put('item', 1, { visible: 'maybe' })).status).toBe(422);
    const arabic = await api.request({
      method: 'PUT',
      url: '/api/v1/operator/reviews/item/99999999',
      payload: { visible: false },
      headers: { ...operator, 'x-localization': 'ar' },
    });
    expect(arabic.body.errors[0].message).toBe('التقييم غير موجود.');
  });
});
