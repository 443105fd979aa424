import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
const types = (list: { module_type: string }[]) => list.map((m) => m.module_type);

describe('GET /api/v1/module', () => {
  it('lists all six module types with icons when no zone is given', async () => {
    const { status, body } = await api.request('/api/v1/module');
    expect(status).toBe(200);
    expect(types(body).sort()).toEqual(['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy', 'rental']);
    expect(body[0].icon_full_url).toMatch(/^http:\/\/localhost:3000\/storage\/module\/\w+\.svg$/);
  });

  it('keeps only modules serving the zones of the zoneId header, with those zones', async () => {
    const airport = await api.request({ url: '/api/v1/module', headers: { zoneid: '[6]' } });
    expect(types(airport.body)).toEqual(['food']);
    const malaz = await api.request({ url: '/api/v1/module', headers: { zoneid: '[3,1]' } });
    expect(types(malaz.body)).toEqual(['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental']);
    const nakheel = await api.request({ url: '/api/v1/module', headers: { zoneid: '[4]' } });
    expect(types(nakheel.body)).not.toContain('pharmacy');
    const food = airport.body[0];
    expect(food.zones.map((z: { id: number }) => z.id)).toContain(6);
    expect(food.zones.find((z: { id: number }) => z.id === 6).pivot).toMatchObject({ per_km_shipping_charge: 2 });
  });

  it("never lists inactive zones among a module's zones", async () => {
    const { body } = await api.request('/api/v1/module');
    const food = body.find((m: { module_type: string }) => m.module_type === 'food');
    expect(food.zones.map((z: { name: string }) => z.name)).not.toContain('Diriyah');
  });

  it('names modules in Arabic when asked', async () => {
    const { body } = await api.request({ url: '/api/v1/module', headers: { zoneid: '[6]', 'x-localization': 'ar' } });
    expect(body[0].module_name).toBe('الطعام');
  });

  it('rejects a malformed zoneId header with the envelope', async () => {
    for (const zoneid of ['abc', '[0]', '["x"]', '{}']) {
      const { status, body } = await api.request({ url: '/api/v1/module', headers: { zoneid } });
      expect(status, zoneid).toBe(400);
      expect(body.errors[0].code).toBe('zoneId');
    }
  });

  it('accepts the plain forms "1" and "1,3" of the header', async () => {
    const { status } = await api.request({ url: '/api/v1/module', headers: { zoneid: '1,3' } });
    expect(status).toBe(200);
  });
});
