/** Issue 14: a page's loaders read GET /config and GET /module once per request and headers, however many ask. */
import type { WireCartLine, WireItem, WireMessage } from '@souq/api/answers';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApi, type ApiRequest } from './api.server.ts';
import type { Prefs } from './prefs.server.ts';

const prefs = (locale: Prefs['locale']): Prefs => ({
  locale,
  theme: 'light',
  location: null,
  zoneIds: null,
  moduleId: null,
  token: null,
  guestId: null,
});

/** A request's load context whose API counts what it is asked. */
function requestContext() {
  const asked: string[] = [];
  const context = {
    api: async (request: ApiRequest) => {
      asked.push(`${request.method} ${request.path} ${request.headers['x-localization']}`);
      return { status: 200, body: { business_name: 'Souq' }, headers: {} };
    },
  } as unknown as AppLoadContext;
  return { context, asked };
}

describe('GET /config once per request', () => {
  it('answers every loader of one request from one read per language', async () => {
    const { context, asked } = requestContext();
    const [a, b] = await Promise.all([
      createApi(context, prefs('en')).get('/config'),
      createApi(context, prefs('en')).get('/config'),
    ]);
    await createApi(context, prefs('ar')).get('/config');
    expect(a).toEqual(b);
    expect(asked).toEqual(['GET /api/v1/config en', 'GET /api/v1/config ar']);
  });

  it('reads again in another request, and after a write in the same one', async () => {
    const first = requestContext();
    await createApi(first.context, prefs('en')).get('/config');
    const second = requestContext();
    await createApi(second.context, prefs('en')).get('/config');
    expect(second.asked).toHaveLength(1);

    await createApi(first.context, prefs('en')).post('/customer/update-interest', {});
    await createApi(first.context, prefs('en')).get('/config');
    expect(first.asked.filter((a) => a.startsWith('GET'))).toHaveLength(2);
  });

  it('shares GET /module the same way: the root and the shell ask for the modules, the API is asked once', async () => {
    const { context, asked } = requestContext();
    await Promise.all([createApi(context, prefs('en')).get('/module'), createApi(context, prefs('en')).get('/module')]);
    await createApi(context, { ...prefs('en'), zoneIds: [2] }).get('/module');
    expect(asked).toEqual(['GET /api/v1/module en', 'GET /api/v1/module en']);
  });
});

describe("a GET's answer type follows its path (decision 29: AnswerPaths)", () => {
  it('types the answer by the path, and refuses a path paired with another answer (type test: tsc fails if any refusal below is accepted)', async () => {
    const { context, asked } = requestContext();
    const api = createApi(context, prefs('en'));
    const config = await api.get('/config');
    const name: string | null = config.business_name;
    const itemId: number = 7;
    const details = api.get(`/items/details/${itemId}`);
    const tips = api.get('/most-tips');

    // @ts-expect-error a wrong pairing: /config answers WireConfig, not an item
    api.get<WireItem>('/config');
    // @ts-expect-error the answer of /config has no key the API does not send
    void config.no_such_setting;
    // @ts-expect-error a path AnswerPaths does not have cannot be read: its answer type is declared first
    void api.get('/no-such-path');
    // @ts-expect-error nor is there a way to name an answer's type by hand
    void api.getAs;

    await Promise.all([details, tips]);
    expect(name).toBe('Souq');
    expect(asked.filter((a) => a.includes('/config'))).toHaveLength(1);
  });
});

describe("a write's answer type follows its method and path (decision 29: WriteAnswerPaths)", () => {
  it('types the answer by method and path, and refuses a write paired with another answer (tsc fails if any refusal below is accepted)', async () => {
    const { context, asked } = requestContext();
    const api = createApi(context, prefs('en'));
    const saved = await api.post('/customer/update-interest', {});
    const message: string = saved.message;
    const orderId: number = 7;
    const changed = api.put(`/operator/orders/${orderId}/status`, { status: 'confirmed' });

    // Type-only (never called): each pairing below must be refused by tsc.
    const refused = () => {
      // @ts-expect-error a write's answer has no type to name by hand: it is its method's and path's
      void api.post<WireMessage>('/customer/update-interest', {});
      // @ts-expect-error update-interest answers a message, not the cart's lines
      const lines: WireCartLine[] = saved;
      // @ts-expect-error the answer has no key the API does not send
      void saved.order_id;
      // @ts-expect-error a path the API answers by PUT is not a POST's
      void api.post('/customer/order/cancel', {});
      // @ts-expect-error nor is a write the map does not have sent at all: its answer is declared first
      void api.delete('/no-such-path');
      return lines;
    };

    const { order } = await changed;
    expect(refused).toBeTypeOf('function');
    expect([message, order]).toEqual([undefined, undefined]);
    expect(asked).toEqual(['POST /api/v1/customer/update-interest en', 'PUT /api/v1/operator/orders/7/status en']);
  });
});
