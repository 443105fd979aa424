/**
 * What checkout pages ask before placing (client contract §7): the distance
 * (measured by the server), the vehicle extra charge for it, and the tip
 * customers give most often.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';
import { HOME, ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
});

describe('config/distance-api', () => {
  it('measures the distance itself, in the shapes 6amMart clients read', async () => {
    const { status, body } = await api.request({
      url: `/api/v1/config/distance-api?origin_lat=24.7&origin_lng=46.69&destination_lat=${HOME.lat}&destination_lng=${HOME.lng}&mode=walking`,
    });
    expect(status).toBe(200);
    expect(body.distanceMeters).toBeGreaterThan(1000);
    expect(body.distanceMeters).toBeLessThan(3000);
    expect(body.rows[0].elements[0]).toMatchObject({ status: 'OK', distance: { value: body.distanceMeters } });
  });

  it('refuses coordinates that are not coordinates', async () => {
    const { status } = await api.request({
      url: '/api/v1/config/distance-api?origin_lat=200&origin_lng=46&destination_lat=24&destination_lng=46',
    });
    expect(status).toBe(422);
  });
});

describe('vehicle/extra_charge', () => {
  it('answers the extra charge of the vehicle covering the distance, as a bare number', async () => {
    expect((await api.request({ url: '/api/v1/vehicle/extra_charge?distance=2' })).body).toBe(0);
    expect((await api.request({ url: '/api/v1/vehicle/extra_charge?distance=10' })).body).toBe(3);
    expect((await api.request({ url: '/api/v1/vehicle/extra_charge?distance=30' })).body).toBe(8);
    expect((await api.request({ url: '/api/v1/vehicle/extra_charge?distance=-1' })).status).toBe(422);
  });
});

describe('most-tips', () => {
  it('is 0 before any tip, then the tip given most often', async () => {
    expect((await api.request({ url: '/api/v1/most-tips' })).body).toEqual({ most_tips_amount: 0 });
    for (const tip of [5, 5, 10]) {
      const guest = await lab.guest();
      expect(
        (await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, { dm_tips: tip }) })).status,
      ).toBe(200);
    }
    expect((await api.request({ url: '/api/v1/most-tips' })).body).toEqual({ most_tips_amount: 5 });
  });
});
