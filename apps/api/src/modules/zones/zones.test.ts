import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
const KINGDOM_CENTRE = { lat: 24.7114, lng: 46.6744 }; // Al Olaya, inside Riyadh Central
const MASMAK = { lat: 24.6312, lng: 46.7134 }; // Riyadh Central only
const DIRIYAH = { lat: 24.7333, lng: 46.575 }; // inactive zone only
const AL_KHARJ = { lat: 24.1556, lng: 47.312 }; // outside every zone

const zoneAt = (p: { lat: number; lng: number }, headers = {}) =>
  api.request({ url: `/api/v1/config/get-zone-id?lat=${p.lat}&lng=${p.lng}`, headers });

describe('GET /api/v1/config/get-zone-id', () => {
  it('lists overlapping zones smallest first as a JSON-array string', async () => {
    const { status, body } = await zoneAt(KINGDOM_CENTRE);
    expect(status).toBe(200);
    expect(body.zone_id).toBe('[2,1]');
    expect(JSON.parse(body.zone_id)).toEqual(body.zone_data.map((z: { id: number }) => z.id));
  });

  it('gives each zone its payment flags and modules with the delivery-rate pivot', async () => {
    const { body } = await zoneAt(MASMAK);
    expect(body.zone_id).toBe('[1]');
    const [zone] = body.zone_data;
    expect(zone).toMatchObject({
      id: 1,
      cash_on_delivery: true,
      digital_payment: true,
      increased_delivery_fee_status: 0,
    });
    const food = zone.modules.find((m: { module_type: string }) => m.module_type === 'food');
    expect(food.pivot).toEqual({
      module_id: food.id,
      zone_id: 1,
      delivery_charge_type: 'distance',
      fixed_shipping_charge: 0,
      per_km_shipping_charge: 2,
      minimum_shipping_charge: 8,
      maximum_shipping_charge: 30,
      maximum_cod_order_amount: 500,
    });
  });

  it('answers 404 with the errors envelope outside every zone', async () => {
    const { status, body } = await zoneAt(AL_KHARJ);
    expect(status).toBe(404);
    expect(body).toEqual({
      errors: [{ code: 'service_not_available_in_this_area', message: 'Service not available in this area' }],
    });
  });

  it('drops inactive zones: a point served only by one is refused', async () => {
    const { status, body } = await zoneAt(DIRIYAH);
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('we_are_temporarily_unavailable_in_this_area');
  });

  it('rejects missing or impossible coordinates with the envelope', async () => {
    for (const url of [
      '/api/v1/config/get-zone-id',
      '/api/v1/config/get-zone-id?lat=91&lng=46',
      '/api/v1/config/get-zone-id?lat=x&lng=y',
    ]) {
      const { status, body } = await api.request(url);
      expect(status, url).toBe(422);
      expect(body.errors[0]).toMatchObject({ code: expect.stringMatching(/^(lat|lng)$/), message: expect.any(String) });
    }
  });

  it('translates the refusal', async () => {
    const { body } = await zoneAt(AL_KHARJ, { 'x-localization': 'ar' });
    expect(body.errors[0].message).toBe('الخدمة غير متوفرة في هذه المنطقة');
  });
});

describe('GET /api/v1/zone/list and zone/check', () => {
  it('lists active zones only, with their outlines', async () => {
    const { body } = await api.request('/api/v1/zone/list');
    expect(body.map((z: { name: string }) => z.name)).not.toContain('Diriyah');
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body[0].formated_coordinates[0]).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('checks a point against one zone', async () => {
    expect(
      (await api.request(`/api/v1/zone/check?lat=${KINGDOM_CENTRE.lat}&lng=${KINGDOM_CENTRE.lng}&zone_id=2`)).body,
    ).toBe(true);
    expect((await api.request(`/api/v1/zone/check?lat=${MASMAK.lat}&lng=${MASMAK.lng}&zone_id=2`)).body).toBe(false);
  });
});
