/**
 * Rule (issue 13, item 5): a shopper is never refused browsing or a cart by
 * a limit meant for abuse. Guest ids are signed by the server and cost no
 * write, so they are issued to everyone behind one address without a cap;
 * the guest's row is written at the first cart change, and only that is
 * limited per address, far above real traffic, with a wait said in words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { CART, shopper } from '../../../test/cart.ts';
import { catalogHeaders, demoIds, openStoresRoundTheClock, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';
import { LIMIT_RULES } from './limits.ts';

const api = useApi();
// The cart takes no closed store's items: the stores added from are open whatever the hour.
beforeAll(() => openStoresRoundTheClock(api));
let ids: DemoIds;
let food: Record<string, string>;
const double = [{ name: 'Patty', values: { label: ['Double'] } }];

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

const guestRows = async () => Number((await api.database.db.query('select count(*) as n from guests'))[0]!.n);
const requestGuest = (remoteAddress: string, payload: object = {}) =>
  api.request({ method: 'POST', url: '/api/v1/auth/guest/request', payload, remoteAddress });
const addBurger = (guestId: string, remoteAddress: string) =>
  api.request({
    method: 'POST',
    url: CART.add,
    headers: food,
    remoteAddress,
    payload: { guest_id: guestId, item_id: ids.item('classic-smash-burger-burger-yard'), variation: double },
  });

describe('guest ids', () => {
  it('are issued to 300 visitors behind one address (once 60 an hour), writing nothing', async () => {
    const office = randomIp();
    const before = await guestRows();
    const answers = await Promise.all(Array.from({ length: 300 }, () => requestGuest(office)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const issued = new Set(answers.map((a) => a.body.guest_id));
    expect(issued.size).toBe(300);
    for (const id of issued)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await guestRows()).toBe(before);
  });

  it("the 61st visitor from one address gets a cart: the guest's row is written at the first line", async () => {
    const office = randomIp();
    for (let i = 0; i < 60; i++) await requestGuest(office);
    const { body } = await requestGuest(office);
    const guest = shopper(api, { guestId: body.guest_id }, food);
    expect(await guest.call('GET', CART.list)).toMatchObject({ status: 200, body: [] });
    expect(await api.database.db.query('select 1 from guests where id = $1', [body.guest_id])).toEqual([]);
    const added = await addBurger(body.guest_id, office);
    expect(added.status).toBe(200);
    expect(added.body).toHaveLength(1);
    const [row] = await api.database.db.query('select ip_address from guests where id = $1', [body.guest_id]);
    expect(row).toEqual({ ip_address: office });
    expect((await guest.call('GET', CART.list)).body).toHaveLength(1);
  });

  it('keep a push token sent with the request on their row', async () => {
    const { body } = await requestGuest(randomIp(), { fcm_token: 'device-token-1' });
    const [row] = await api.database.db.query('select fcm_token from guests where id = $1', [body.guest_id]);
    expect(row).toEqual({ fcm_token: 'device-token-1' });
  });

  it('cannot be made up or altered: an id the server did not sign (and has no row) is a 401', async () => {
    const { body } = await requestGuest(randomIp());
    const id: string = body.guest_id;
    const altered = id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
    const headAltered = (id.startsWith('0') ? '1' : '0') + id.slice(1);
    for (const forged of [altered, headAltered, '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21']) {
      const answer = await shopper(api, { guestId: forged }, food).call('GET', CART.list);
      expect(answer.status, forged).toBe(401);
      expect(answer.body.errors[0].code).toBe('guest_id');
    }
  });

  it('issued before ids were signed (a row, no signature) keep working', async () => {
    const legacy = '5f0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21';
    await api.database.db.query('insert into guests (id) values ($1)', [legacy]);
    expect((await addBurger(legacy, randomIp())).status).toBe(200);
    expect((await shopper(api, { guestId: legacy }, food).call('GET', CART.list)).body).toHaveLength(1);
  });
});

describe("the limit on new guests' rows", () => {
  it('refuses only a new guest past the limit, in words ("in about an hour"); known guests go on', async () => {
    const proxy = randomIp();
    const known = (await requestGuest(proxy)).body.guest_id;
    expect((await addBurger(known, proxy)).status).toBe(200);
    const rule = LIMIT_RULES.newGuestPerIp;
    for (let i = 1; i < rule.limit; i++) await api.app.souq.rateLimiter.hit(`${rule.name}:${proxy}`, rule.limit, 3600);
    const newcomer = (await requestGuest(proxy)).body.guest_id;
    const refused = await addBurger(newcomer, proxy);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: [{ code: 'too_many_requests', message: 'Too many attempts. Please try again in about an hour.' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Nothing was written for the refused guest; the known one still changes its cart.
    expect(await api.database.db.query('select 1 from guests where id = $1', [newcomer])).toEqual([]);
    expect((await addBurger(known, proxy)).status).toBe(200);
    const arabic = await api.request({
      method: 'POST',
      url: CART.add,
      headers: { ...food, 'x-localization': 'ar' },
      remoteAddress: proxy,
      payload: { guest_id: newcomer, item_id: ids.item('classic-smash-burger-burger-yard'), variation: double },
    });
    expect(arabic.body.errors[0].message).toBe('محاولات كثيرة جداً. يرجى المحاولة بعد ساعة تقريباً.');
  });
});
