import { describe, expect, it } from 'vitest';
import { useApi } from '../test/helper.ts';

const api = useApi({ CORS_ORIGINS: 'https://shop.example.com' });

describe('API conventions', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/config', '/api/v1/config/nope']) {
      const { status, body } = await api.request(url);
      expect(status, url).toBe(404);
      expect(body).toEqual({ errors: [{ code: 'route_not_found', message: 'The requested route does not exist.' }] });
    }
  });

  it('answers CORS preflights for the client headers from configured origins only', async () => {
    const preflight = (origin: string) =>
      api.request({
        method: 'OPTIONS',
        url: '/api/v1/module',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'zoneid,moduleid,x-localization,latitude,longitude,authorization',
        },
      });
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    for (const header of ['zoneid', 'moduleid', 'x-localization', 'latitude', 'longitude', 'authorization']) {
      expect(String(allowed.headers['access-control-allow-headers'])).toContain(header);
    }
    const other = await preflight('https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas, and its viewer', async () => {
    const { status, body } = await api.request('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.paths['/api/v1/config/get-zone-id'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'lat',
      'lng',
    ]);
    const ui = await api.request('/api/docs');
    expect([200, 302]).toContain(ui.status);
  });

  it('serves generated demo images', async () => {
    const { status, headers, body } = await api.request('/storage/module/pharmacy.svg');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(body).toContain('<svg');
    expect((await api.request('/storage/module/../../etc/passwd')).status).toBe(404);
  });
});
