/**
 * Conversations (issue 19; reference §3.9, client contract "Chat"): a
 * customer writes to a store, a courier of their order or support; the
 * list, search, details (marking the other side's messages seen) and send
 * answer the reference's shapes; owners only (another customer's
 * conversation and pictures are 404s); at most 3 images of the accepted
 * types with the spec's messages; the operator answers as the receiver and
 * the answer arrives live on the customer's stream.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';
import { multipartOrder, TINY_PNG } from '../../../test/orders.ts';
import { openSse } from '../../../test/sse.ts';

const OPERATOR_TOKEN = 'operator-secret-for-chat-0001';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;
let headers: Record<string, string>;
let base: string;
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);

const CHAT = {
  list: '/api/v1/customer/message/list',
  search: '/api/v1/customer/message/search-list',
  details: '/api/v1/customer/message/details',
  send: '/api/v1/customer/message/send',
  events: '/api/v1/customer/message/events',
  unread: '/api/v1/customer/message/unread',
};
const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api.request({ method, url, payload, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });

beforeAll(async () => {
  ids = await demoIds(api);
  headers = catalogHeaders([ids.zones.olaya], ids.modules.food);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

async function customer() {
  const c = await newCustomer(api);
  return { ...c, shopper: shopper(api, { token: c.token }, headers) };
}

const store = () => ids.store('burger-yard');
const png = (n: number) => ({ field: 'image[]', filename: `p${n}.png`, type: 'image/png', data: TINY_PNG });
function sendMultipart(token: string, fields: Record<string, unknown>, files: ReturnType<typeof png>[], lang = 'en') {
  const body = multipartOrder(fields, files);
  return api.request({
    method: 'POST',
    url: CHAT.send,
    payload: body.payload,
    headers: { ...headers, ...body.headers, authorization: `Bearer ${token}`, 'x-localization': lang },
  });
}

describe('customer/message/send, list and details', () => {
  it('starts a conversation with a store; list, details and unread counts follow the reference shapes', async () => {
    const c = await customer();
    const first = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'vendor', receiver_id: store(), message: 'Is the burger halal?' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Message sent successfully.',
      data: { message: 'Is the burger halal?' },
    });
    const conversationId = first.body.conversation_id;
    // A second message by receiver goes to the same conversation.
    const second = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'vendor', receiver_id: store(), message: 'And do you deliver late?' },
    });
    expect(second.body.conversation_id).toBe(conversationId);

    const list = await c.shopper.call('GET', CHAT.list, { query: { limit: 10, offset: 1 } });
    expect(list.body).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(list.body.conversations[0]).toMatchObject({
      id: conversationId,
      sender_type: 'customer',
      receiver_type: 'vendor',
      unread_message_count: 0,
      receiver: { store_id: store(), f_name: 'Burger Yard' },
      last_message: { message: 'And do you deliver late?', is_seen: 0 },
    });

    // The store answers (through the operator); the customer has one unread message.
    const answer = await operator('POST', `/api/v1/operator/conversations/${conversationId}/messages`, {
      message: 'Yes, all our beef is halal.',
    });
    expect(answer.status).toBe(200);
    const unread = await c.shopper.call('GET', CHAT.list);
    expect(unread.body.conversations[0]).toMatchObject({
      unread_message_count: 1,
      last_message: { message: 'Yes, all our beef is halal.' },
    });
    // The chat button's badge counts it, for this customer only.
    expect((await c.shopper.call('GET', CHAT.unread)).body).toEqual({ unread: 1 });
    expect((await (await customer()).shopper.call('GET', CHAT.unread)).body).toEqual({ unread: 0 });
    expect((await api.request({ url: CHAT.unread })).status).toBe(401);

    const details = await c.shopper.call('GET', CHAT.details, { query: { conversation_id: conversationId } });
    expect(details.body).toMatchObject({ total_size: 3, status: true, conversation: { id: conversationId } });
    expect(details.body.messages.map((m: any) => m.message)).toEqual([
      'Yes, all our beef is halal.',
      'And do you deliver late?',
      'Is the burger halal?',
    ]);
    // Reading marks the other side's messages seen.
    const [seen] = await sql('select is_seen from messages where id = $1', [answer.body.data.id]);
    expect(seen.is_seen).toBe(true);
    expect((await c.shopper.call('GET', CHAT.list)).body.conversations[0].unread_message_count).toBe(0);
    expect((await c.shopper.call('GET', CHAT.unread)).body).toEqual({ unread: 0 });

    // By receiver too, in Arabic.
    const byReceiver = await c.shopper.call('GET', CHAT.details, {
      query: { receiver_type: 'vendor', receiver_id: store() },
      headers: { 'x-localization': 'ar' },
    });
    expect(byReceiver.body.conversation.id).toBe(conversationId);
    expect(byReceiver.body.conversation.receiver.f_name).not.toBe('Burger Yard');

    // The operator sees the customer's messages as read once opened.
    const operatorList = await operator('GET', '/api/v1/operator/conversations?kind=vendor');
    expect(operatorList.body.conversations.find((x: any) => x.id === conversationId)).toBeTruthy();
  });

  it('writes to support (receiver 0) and finds conversations by the other side’s name', async () => {
    const c = await customer();
    const sent = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'admin', receiver_id: 0, message: 'Where is my refund?' },
    });
    expect(sent.status).toBe(200);
    await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'vendor', receiver_id: store(), message: 'Hello' },
    });
    const found = await c.shopper.call('GET', CHAT.search, { query: { name: 'burger' } });
    expect(found.body.conversations.map((x: any) => x.receiver_type)).toEqual(['vendor']);
    const none = await c.shopper.call('GET', CHAT.search, { query: { name: 'zzzz' } });
    expect(none.body).toMatchObject({ total_size: 0, conversations: [] });
  });

  it('reaches a courier only about the customer’s own order', async () => {
    const [c, other] = [await customer(), await customer()];
    const [courier] = await sql<{ id: number }>('select id from delivery_men order by id limit 1');
    const stranger = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'delivery_man', receiver_id: courier.id, message: 'Hi' },
    });
    expect(stranger.status).toBe(404);
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
      status: 'picked_up',
    });
    await sql('update orders set delivery_man_id = $2 where id = $1', [orderId, courier.id]);
    const ok = await c.shopper.call('POST', CHAT.send, {
      payload: {
        receiver_type: 'delivery_man',
        receiver_id: courier.id,
        message: 'I am at the gate',
        order_id: orderId,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.order_id).toBe(orderId);
    // Someone else's order cannot be named.
    const foreignOrder = await other.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'admin', receiver_id: 0, message: 'About this', order_id: orderId },
    });
    expect(foreignOrder.status).toBe(404);
  });

  it("keeps another customer's conversation out: details, send and pictures are 404s", async () => {
    const [a, b] = [await customer(), await customer()];
    const sent = await sendMultipart(a.token, { receiver_type: 'admin', receiver_id: 0, message: 'My receipt' }, [
      png(1),
    ]);
    expect(sent.status).toBe(200);
    const conversationId = sent.body.conversation_id;
    const fileUrl = new URL(sent.body.data.file_full_url[0]).pathname;
    expect((await a.shopper.call('GET', fileUrl)).status).toBe(200);

    expect((await b.shopper.call('GET', CHAT.details, { query: { conversation_id: conversationId } })).status).toBe(
      404,
    );
    const intrude = await b.shopper.call('POST', CHAT.send, {
      payload: { conversation_id: conversationId, message: 'hi' },
    });
    expect(intrude.status).toBe(404);
    expect((await b.shopper.call('GET', fileUrl)).status).toBe(404);
    // The picture is not served by the public storage route either.
    const name = sent.body.data.file[0];
    expect((await api.request(`/storage/conversation/${name}`)).status).toBe(404);
    expect((await api.request({ url: CHAT.list, headers })).status).toBe(401);
    expect(await (await b.shopper.call('GET', CHAT.list)).body.total_size).toBe(0);
  });

  it('takes at most 3 images of the accepted types, with the spec’s messages, and needs text or an image', async () => {
    const c = await customer();
    const fields = { receiver_type: 'admin', receiver_id: 0, message: 'Photos' };
    const four = await sendMultipart(c.token, fields, [png(1), png(2), png(3), png(4)], 'ar');
    expect(four.status).toBe(422);
    expect(four.body.errors[0]).toMatchObject({ code: 'image', message: 'يمكن إرسال ٣ صور كحد أقصى في كل مرة.' });
    const pdf = await sendMultipart(c.token, fields, [
      { field: 'image[]', filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') },
    ]);
    expect(pdf.body.errors[0].message).toBe(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
    const three = await sendMultipart(c.token, { receiver_type: 'admin', receiver_id: 0 }, [png(1), png(2), png(3)]);
    expect(three.status).toBe(200);
    expect(three.body.data.file_full_url).toHaveLength(3);
    const empty = await c.shopper.call('POST', CHAT.send, { payload: { receiver_type: 'admin', receiver_id: 0 } });
    expect(empty.status).toBe(422);
    expect(
      (
        await sql(
          'select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id join chat_participants p on p.id = c.sender_id where p.ref_id = $1',
          [c.id],
        )
      )[0].n,
    ).toBe(1);
    const badType = await c.shopper.call('POST', CHAT.send, { payload: { receiver_type: 'rider', message: 'x' } });
    expect(badType.status).toBe(422);
  });
});

describe('live messages', () => {
  it("the operator's answer reaches the customer's open stream", async () => {
    const c = await customer();
    const sent = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'vendor', receiver_id: store(), message: 'Is my order ready?' },
    });
    const stream = await openSse(`${base}${CHAT.events}`, { authorization: `Bearer ${c.token}` });
    try {
      expect(stream.status).toBe(200);
      const reply = await operator('POST', `/api/v1/operator/conversations/${sent.body.conversation_id}/messages`, {
        message: 'Leaving the kitchen now',
      });
      const event = await stream.next();
      expect(event.event).toBe('message');
      expect(event.data).toEqual({ conversation_id: sent.body.conversation_id, message_id: reply.body.data.id });
    } finally {
      stream.close();
    }
  });

  it("the operator reading the customer's messages reaches the customer's stream as 'seen'", async () => {
    const c = await customer();
    const sent = await c.shopper.call('POST', CHAT.send, {
      payload: { receiver_type: 'admin', receiver_id: 0, message: 'Anyone there?' },
    });
    const stream = await openSse(`${base}${CHAT.events}`, { authorization: `Bearer ${c.token}` });
    try {
      expect((await operator('GET', `/api/v1/operator/conversations/${sent.body.conversation_id}`)).status).toBe(200);
      // On PostgreSQL the customer's own message may still be announced after the stream opened: skip to 'seen'.
      let event = await stream.next();
      while (event.event === 'message' && event.data.message_id === sent.body.data.id) event = await stream.next();
      expect(event).toMatchObject({
        event: 'seen',
        data: { conversation_id: sent.body.conversation_id, message_id: sent.body.data.id },
      });
      // Reading again, with nothing new, tells nobody.
      await operator('GET', `/api/v1/operator/conversations/${sent.body.conversation_id}`);
      const reply = await operator('POST', `/api/v1/operator/conversations/${sent.body.conversation_id}/messages`, {
        message: 'Yes, here',
      });
      expect((await stream.next()).data.message_id).toBe(reply.body.data.id);
    } finally {
      stream.close();
    }
  });
});
