/**
 * Rules (issue 13, items 17–19): bad input gets a clear answer, decided once
 * at the boundary. A NUL or a lone surrogate in any text field, an id past
 * the int4 columns (fields and the moduleId/zoneId headers), malformed
 * multipart and "0x10" for a number are 4xx with {errors:[{code,message}]};
 * so are a bad percent-encoding, a URL too long for Node (431), a request
 * Node cannot parse (400) and a write to /api itself. None changes a row.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../test/orders.ts';

const api = useApi();
let lab: Lab;
beforeAll(async () => {
  lab = await setUpLab(api);
});

const orderCount = async () => Number((await lab.sql('select count(*) as n from orders'))[0].n);

function expectEnvelope(answer: { status: number; body: any }, status: number, code?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({
    errors: [expect.objectContaining({ code: expect.any(String), message: expect.any(String) })],
  });
  if (code) expect(answer.body.errors[0].code).toBe(code);
}

describe('the text rule: no NUL, no lone surrogate, in any field', () => {
  it.each([
    ['search', 'GET', '/api/v1/items/search?name=a%00b', undefined, 'name'],
    [
      'sign-in',
      'POST',
      '/api/v1/auth/login',
      { email_or_phone: 'a\u0000@b.co', password: 'x12345678' },
      'email_or_phone',
    ],
    ['forgot password', 'POST', '/api/v1/auth/forgot-password', { phone: '+9665\u00000001234' }, 'phone'],
    ['newsletter', 'POST', '/api/v1/newsletter/subscribe', { email: 'a@b.co\u0000' }, 'email'],
    ['guest request', 'POST', '/api/v1/auth/guest/request', { fcm_token: '\u0000' }, 'fcm_token'],
    [
      'a nested field',
      'POST',
      '/api/v1/auth/login',
      { email_or_phone: 'a@b.co', extra: [{ deep: 'x\uD800' }] },
      'extra.0.deep',
    ],
  ])('%s: 422 naming the field', async (_name, method, url, payload, field) => {
    const answer = await api.request({ method: method as 'GET', url, payload, headers: lab.headers });
    expectEnvelope(answer, 422, field);
    expect(answer.body.errors[0].message).toBe(`The ${field} field contains characters that are not allowed.`);
  });

  it('order fields with a lone surrogate or NUL are refused and no order is made', async () => {
    const customer = await lab.customer();
    const before = await orderCount();
    for (const extra of [
      { order_note: 'ring \uD83D twice' },
      { contact_person_name: 'Lab\uDC00' },
      { address: 'Olaya\u0000' },
    ]) {
      const answer = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 1, extra) });
      expectEnvelope(answer, 422, Object.keys(extra)[0]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers in Arabic', async () => {
    const answer = await api.request({
      url: '/api/v1/items/search?name=%00',
      headers: { ...lab.headers, 'x-localization': 'ar' },
    });
    expect(answer.body.errors[0].message).toBe('يحتوي الحقل name على أحرف غير مسموح بها.');
  });
});

describe('ids are 1..2^31−1, in fields and headers', () => {
  it('an id past int4 is a 4xx, not a 500', async () => {
    const customer = await lab.customer();
    const guest = await lab.guest();
    const big = 2147483648;
    expectEnvelope(await guest.call('POST', '/api/v1/customer/cart/add', { payload: { item_id: big } }), 422);
    expectEnvelope(
      await customer.call('DELETE', '/api/v1/customer/address/delete', { query: { address_id: big } }),
      422,
    );
    expectEnvelope(await customer.call('POST', ORDER.place, { payload: lab.buyNow(big) }), 422);
    expectEnvelope(await customer.call('POST', ORDER.place, { payload: lab.delivery({ store_id: big }) }), 422);
    expectEnvelope(await api.request({ url: `/api/v1/zone/check?lat=24.7&lng=46.6&zone_id=${big}` }), 422);
    expectEnvelope(await api.request({ url: `/api/v1/categories/childes/${big}`, headers: lab.headers }), 422);
    // The largest int4 is an id like any other: not found, not refused as malformed.
    const largest = await guest.call('POST', '/api/v1/customer/cart/add', { payload: { item_id: 2147483647 } });
    expect(largest.status).toBe(404);
  });

  it('moduleId and zoneId headers past int4 are a 400', async () => {
    const moduleHeader = await api.request({
      url: '/api/v1/items/popular',
      headers: { ...lab.headers, moduleId: '2147483648' },
    });
    expectEnvelope(moduleHeader, 400, 'moduleId');
    const zoneHeader = await api.request({
      url: '/api/v1/items/popular',
      headers: { ...lab.headers, zoneId: '[2147483648]' },
    });
    expectEnvelope(zoneHeader, 400, 'zoneId');
  });
});

describe('numbers from clients are plain decimals', () => {
  it('dm_tips "0x10" is refused, not read as 16; "16" is 16', async () => {
    await lab.setting('dm_tips_status', 1);
    const customer = await lab.customer();
    const before = await orderCount();
    for (const tips of ['0x10', '1e1', 'Infinity', '0b1']) {
      const answer = await customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 3, { dm_tips: tips }),
      });
      expectEnvelope(answer, 422, 'dm_tips');
    }
    expect(await orderCount()).toBe(before);
    const plain = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, { dm_tips: '16' }) });
    expect(plain.body).toMatchObject({ order_id: expect.any(Number) });
    expect(Number((await lab.order(plain.body.order_id)).dm_tips)).toBe(16);
  });

  it('a hex amount to the wallet is refused', async () => {
    await lab.setting('customer_wallet_status', 1);
    await lab.setting('add_fund_status', 1);
    const customer = await lab.customer();
    const answer = await customer.call('POST', ORDER.addFund, {
      payload: { amount: '0x10', payment_method: 'stripe', payment_platform: 'web', callback: 'https://example.com' },
    });
    expectEnvelope(answer, 422, 'amount');
  });
});

describe('answers given before routing carry the envelope', () => {
  it('malformed multipart is a 400', async () => {
    const customer = await lab.customer();
    const answer = await customer.call('POST', ORDER.place, {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x' as never,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('a percent-encoding that decodes to nothing (FST_ERR_BAD_URL) is a 400', async () => {
    expectEnvelope(await api.request({ url: '/api/v1/items/details/%ED%A0%80' }), 400, 'bad_url');
  });

  it('a write to /api itself is the API 404, not a page', async () => {
    expectEnvelope(await api.request({ method: 'POST', url: '/api', payload: {} }), 404, 'route_not_found');
  });

  it("a method no route takes is the API 404, not Fastify's own body; an OPTIONS without a preflight is no error", async () => {
    for (const url of ['/api/v1/config', '/api/v1/no-such-route', '/api'])
      expectEnvelope(await api.request({ method: 'PROPFIND' as 'GET', url }), 404, 'route_not_found');
    const options = await api.request({ method: 'OPTIONS', url: '/api/v1/config' });
    expect(options.status).toBe(204);
    expect(options.headers['access-control-allow-methods']).toContain('POST');
  });

  describe('over a socket', () => {
    let port: number;
    beforeAll(async () => {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      port = (api.app.server.address() as AddressInfo).port;
    });

    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const parse = (answer: string) => ({
      status: Number(answer.split(' ')[1]),
      body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)),
    });

    it('a URL too long for Node is a 431 with the envelope', async () => {
      const answer = parse(await raw(`GET /api/v1/config?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
      expectEnvelope(answer, 431, 'request_header_fields_too_large');
    });

    it('a request Node cannot parse is a 400 with the envelope', async () => {
      expectEnvelope(parse(await raw('NOT HTTP AT ALL\r\n\r\n')), 400, 'bad_request');
    });

    it('and the server still answers afterwards', async () => {
      const answer = await raw('GET /api/v1/config HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
    });
  });
});
