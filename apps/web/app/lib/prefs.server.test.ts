import { describe, expect, it } from 'vitest';
import { prefCookies, readPrefs } from './prefs.server.ts';

const request = (cookies: Record<string, string>) =>
  new Request('http://souq.test/', {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    },
  });

describe('reading the visitor cookies', () => {
  it('reads language, theme, location, zones and module', () => {
    const prefs = readPrefs(
      request({
        souq_lang: 'ar',
        souq_theme: 'dark',
        souq_location: JSON.stringify({ address: 'Kingdom Centre', lat: 24.7114, lng: 46.6744 }),
        souq_zones: '[2,1]',
        souq_module: '3',
      }),
    );
    expect(prefs).toMatchObject({
      locale: 'ar',
      theme: 'dark',
      location: { address: 'Kingdom Centre', lat: 24.7114, lng: 46.6744 },
      zoneIds: [2, 1],
      moduleId: 3,
    });
  });

  it('falls back to English, light and nothing chosen without cookies', () => {
    expect(readPrefs(new Request('http://souq.test/'))).toEqual({
      locale: 'en',
      theme: 'light',
      location: null,
      zoneIds: null,
      moduleId: null,
      token: null,
      guestId: null,
    });
  });

  it('treats damaged or hostile values as absent', () => {
    const prefs = readPrefs(
      request({
        souq_lang: 'xx',
        souq_theme: 'neon',
        souq_location: '{"address":1}',
        souq_zones: '[0,"2"]',
        souq_module: '1 or 1=1',
      }),
    );
    expect(prefs).toMatchObject({ locale: 'en', theme: 'light', location: null, zoneIds: null, moduleId: null });
    // Ids past int4 name nothing (the API refuses them as malformed headers; every page then failed).
    expect(readPrefs(request({ souq_zones: '[2147483648]', souq_module: '99999999999' }))).toMatchObject({
      zoneIds: null,
      moduleId: null,
    });
    expect(readPrefs(request({ souq_location: 'not json', souq_zones: '[]' }))).toMatchObject({
      location: null,
      zoneIds: null,
    });
  });
});

describe('writing preference cookies', () => {
  it('writes only what changed, HttpOnly and SameSite=Lax, for a year', () => {
    const [cookie, ...rest] = prefCookies({ theme: 'dark' });
    expect(rest).toEqual([]);
    expect(cookie).toBe('souq_theme=dark; Path=/; SameSite=Lax; Max-Age=31536000; HttpOnly');
  });

  it('clears a preference set to null and marks cookies Secure on https', () => {
    expect(prefCookies({ moduleId: null }, true)).toEqual([
      'souq_module=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly; Secure',
    ]);
  });

  it('round-trips a location with its zones', () => {
    const location = { address: 'برج المملكة، العليا', lat: 24.7114, lng: 46.6744 };
    const header = prefCookies({ location, zoneIds: [2, 1] })
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(readPrefs(new Request('http://souq.test/', { headers: { cookie: header } }))).toMatchObject({
      location,
      zoneIds: [2, 1],
    });
  });
});
