/**
 * The customer's notifications (issue 20): order status changes and wallet
 * credits land for their owner whatever made them, promotions for everyone
 * or a zone, worded in the reader's language; the unread count, reading,
 * the settings that switch kinds off, and the live stream over real HTTP.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';
import { ORDER_LIFE, fundWallet } from '../../../test/order-fixtures.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';
import { openSse } from '../../../test/sse.ts';

const OPERATOR_TOKEN = 'operator-secret-for-notification-tests';
const api = useApi({ OPERATOR_TOKEN });
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
});

const get = (token: string, url: string, locale = 'en') =>
  api.request({ url, headers: { authorization: `Bearer ${token}`, 'x-localization': locale } });

async function customerWithOrder() {
  const customer = await lab.customer();
  const placed = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 2) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const token = (customer.auth as { token: string }).token;
  return { customer, token, orderId: placed.body.order_id as number };
}

const moveTo = (orderId: number, status: string) =>
  api.request({ method: 'PUT', url: ORDER_LIFE.operatorStatus(orderId), payload: { status }, headers: operator });

const broadcast = (payload: Record<string, unknown>) =>
  api.request({ method: 'POST', url: '/api/v1/operator/notifications', payload, headers: operator });

describe('customer/notifications', () => {
  it('tells the customer of each status change of their order and of wallet credits, in their language', async () => {
    const { customer, token, orderId } = await customerWithOrder();
    expect((await moveTo(orderId, 'confirmed')).status).toBe(200);
    await fundWallet(api, customer.userId, 25);

    const list = await get(token, '/api/v1/customer/notifications');
    expect(list.status).toBe(200);
    const mine = list.body.filter((n: { data: { type: string } }) => n.data.type !== 'push_notification');
    expect(mine.map((n: { data: { description: string } }) => n.data.description)).toEqual([
      '25.00 SAR was added to your wallet.',
      `Your order #${orderId} has been confirmed.`,
      `Your order #${orderId} has been placed.`,
    ]);
    expect(mine[1].data).toMatchObject({ title: 'Order update', type: 'order_status', order_id: orderId });

    const arabic = await get(token, '/api/v1/customer/notifications', 'ar');
    expect(arabic.body[1].data.description).toBe(`تم تأكيد طلبك رقم ${orderId}.`);
    expect(arabic.body[0].data.description).toBe('تمت إضافة ٢٥٫٠٠ SAR إلى محفظتك.');
  });

  it('counts what is unread until the customer reads the list', async () => {
    const { token, orderId } = await customerWithOrder();
    const before = (await get(token, '/api/v1/customer/notifications/count')).body.unread;
    await moveTo(orderId, 'confirmed');
    expect((await get(token, '/api/v1/customer/notifications/count')).body.unread).toBe(before + 1);
    const read = await api.request({
      method: 'POST',
      url: '/api/v1/customer/notifications/read',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(read.body.unread).toBe(0);
    expect((await get(token, '/api/v1/customer/notifications/count')).body.unread).toBe(0);
  });

  it('sends promotions to everyone or to a zone, in both languages', async () => {
    const { token, customer } = await customerWithOrder();
    const [{ zone_id: zoneId }] = await api.database.db.query<{ zone_id: number }>(
      'select id as zone_id from zones limit 1',
    );
    await api.database.db.query('update users set zone_id = $2 where id = $1', [customer.userId, zoneId]);
    const sent = await broadcast({
      title: 'Ramadan offers',
      title_ar: 'عروض رمضان',
      description: 'Dates at half price.',
      description_ar: 'التمور بنصف السعر.',
    });
    expect(sent.status).toBe(200);
    await broadcast({
      title: 'Elsewhere',
      title_ar: 'في مكان آخر',
      description: 'Only another zone.',
      description_ar: 'لمنطقة أخرى فقط.',
      zone_id: zoneId + 1000,
    });
    const list = await get(token, '/api/v1/customer/notifications', 'ar');
    const titles = list.body.map((n: { data: { title: string } }) => n.data.title);
    expect(titles).toContain('عروض رمضان');
    expect(titles).not.toContain('في مكان آخر');
    const bad = await broadcast({ title: '', title_ar: 'x', description: 'y', description_ar: 'z' });
    expect(bad.status).toBe(422);
  });

  it('leaves out what the customer switched off in their settings', async () => {
    const { token, orderId } = await customerWithOrder();
    await broadcast({ title: 'Promo', title_ar: 'عرض', description: 'Deal', description_ar: 'صفقة' });
    const put = (payload: unknown) =>
      api.request({
        method: 'PUT',
        url: '/api/v1/customer/notification-settings',
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    expect((await put({ order_updates: false, promotions: false })).body).toMatchObject({
      order_updates: false,
      promotions: false,
    });
    await moveTo(orderId, 'confirmed');
    expect((await get(token, '/api/v1/customer/notifications')).body).toEqual([]);
    expect((await put({ promotions: 'yes' })).status).toBe(422);
    expect((await get(token, '/api/v1/customer/notification-settings')).body).toEqual({
      order_updates: false,
      promotions: false,
    });
  });

  it('needs a signed-in customer', async () => {
    expect((await api.request('/api/v1/customer/notifications')).status).toBe(401);
    expect((await api.request('/api/v1/customer/notifications/events')).status).toBe(401);
  });

  it('pushes the unread count to an open page when something new arrives (real HTTP)', async () => {
    const { token, orderId } = await customerWithOrder();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}/api/v1/customer/notifications/events`, { authorization: `Bearer ${token}` });
    try {
      const first = await stream.next();
      expect(first.event).toBe('notification');
      await moveTo(orderId, 'confirmed');
      const next = await stream.next();
      expect(next.data.unread).toBe(first.data.unread + 1);
    } finally {
      stream.close();
    }
  });
});
