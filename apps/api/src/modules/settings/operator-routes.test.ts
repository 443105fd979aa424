/**
 * The operator's settings endpoint: reading and changing one business
 * setting, what /config answers right after, and what is refused.
 */
import { describe, expect, it } from 'vitest';
import { buildApp, testEnv } from '../../index.ts';
import { useApi } from '../../../test/helper.ts';

const OPERATOR_TOKEN = 'operator-secret-for-tests-0002';
const api = useApi({ OPERATOR_TOKEN });
const setting = (key: string) => `/api/v1/operator/settings/${key}`;
const operator = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = { authorization: `Bearer ${OPERATOR_TOKEN}` },
) => api.request({ method, url, payload, headers });
const config = async () => (await api.request('/api/v1/config')).body as Record<string, unknown>;

describe('operator settings', () => {
  it('turning guest checkout off shows in /config at once, and back on', async () => {
    expect((await config()).guest_checkout_status).toBe(1);
    const off = await operator('PUT', setting('guest_checkout_status'), { value: 0 });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Setting updated.', key: 'guest_checkout_status', value: 0 });
    expect((await config()).guest_checkout_status).toBe(0);
    expect((await operator('GET', setting('guest_checkout_status'))).body).toEqual({
      key: 'guest_checkout_status',
      value: 0,
    });

    await operator('PUT', setting('guest_checkout_status'), { value: 1 });
    expect((await config()).guest_checkout_status).toBe(1);
  });

  it('keeps a setting that is an object whole', async () => {
    const before = (await operator('GET', setting('admin_free_delivery'))).body.value;
    const value = { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 150 };
    try {
      expect((await operator('PUT', setting('admin_free_delivery'), { value })).body.value).toEqual(value);
    } finally {
      await operator('PUT', setting('admin_free_delivery'), { value: before });
    }
  });

  it('a key the store does not have is a 404 and is not created', async () => {
    const response = await operator('PUT', setting('no_such_setting'), { value: 1 });
    expect(response.status).toBe(404);
    expect(response.body.errors).toEqual([{ code: 'key', message: 'Setting not found.' }]);
    expect(await api.database.db.query("select 1 from business_settings where key = 'no_such_setting'")).toEqual([]);
  });

  it('refuses a body without a value and a malformed key, changing nothing', async () => {
    expect((await operator('PUT', setting('guest_checkout_status'), {})).status).toBe(422);
    expect((await operator('PUT', setting('Guest-Checkout'), { value: 0 })).status).toBe(422);
    expect((await config()).guest_checkout_status).toBe(1);
  });

  it('needs the operator token, and answers in Arabic when asked', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { 'x-operator-token': 'nope' },
    ];
    for (const headers of refused) {
      const response = await operator('PUT', setting('guest_checkout_status'), { value: 0 }, headers);
      expect(response.status).toBe(401);
      expect(response.body.errors).toEqual([
        { code: 'operator_token', message: 'A valid operator token is required.' },
      ]);
    }
    const arabic = await operator('GET', setting('guest_checkout_status'), undefined, { 'x-localization': 'ar' });
    expect(arabic.body.errors[0].message).toBe('يلزم رمز مشغّل صالح.');
    expect(
      (await operator('GET', setting('guest_checkout_status'), undefined, { 'x-operator-token': OPERATOR_TOKEN }))
        .status,
    ).toBe(200);
    expect((await config()).guest_checkout_status).toBe(1);
  });

  it("is described in the operator's OpenAPI document, not the public one (issue 13, item 20)", async () => {
    const { body } = await api.request({
      url: '/api/docs/operator.json',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(Object.keys(body.paths['/api/v1/operator/settings/{key}'])).toEqual(['get', 'put']);
    expect((await api.request('/api/docs/json')).body.paths['/api/v1/operator/settings/{key}']).toBeUndefined();
  });

  it('does not exist when OPERATOR_TOKEN is unset', async () => {
    const app = await buildApp({ db: api.database.db, env: testEnv() });
    try {
      expect((await app.inject({ method: 'GET', url: setting('guest_checkout_status') })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
