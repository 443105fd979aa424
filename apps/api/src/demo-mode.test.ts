/**
 * Rule (issue 13, item 12): the demo (one-time codes in the answer) never
 * takes effect on a production store the public can reach unless the
 * operator allows it, and a start with the demo on always says so.
 */
import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone } from '../test/accounts.ts';
import { useApi } from '../test/helper.ts';
import { demoAllowed, demoNotice, isLocalUrl } from './demo-mode.ts';

const production = { NODE_ENV: 'production' as const, ALLOW_DEMO_IN_PRODUCTION: false };

describe('where the demo may run', () => {
  it('on a laptop, in development and tests, and where explicitly allowed', () => {
    expect(demoAllowed({ ...production, PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(demoAllowed({ ...production, PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(demoAllowed({ ...production, PUBLIC_URL: 'http://[::1]:3000' })).toBe(true);
    expect(demoAllowed({ ...production, NODE_ENV: 'development', PUBLIC_URL: 'https://souq.example' })).toBe(true);
    expect(demoAllowed({ ...production, ALLOW_DEMO_IN_PRODUCTION: true, PUBLIC_URL: 'https://souq.example' })).toBe(
      true,
    );
  });

  it('not in production on a public address', () => {
    expect(demoAllowed({ ...production, PUBLIC_URL: 'https://souq.example' })).toBe(false);
    expect(isLocalUrl('https://localhost.evil.test')).toBe(false);
  });

  it('a start with the demo on warns every time, louder where it is switched off', () => {
    expect(demoNotice({ ...production, PUBLIC_URL: 'http://localhost:3000' }, true)).toMatch(/DEMO MODE IS ON/);
    expect(demoNotice({ ...production, PUBLIC_URL: 'https://souq.example' }, true)).toMatch(
      /SWITCHED OFF[\s\S]*ALLOW_DEMO_IN_PRODUCTION=true/,
    );
    expect(demoNotice({ ...production, PUBLIC_URL: 'http://localhost:3000' }, false)).toBeNull();
  });
});

describe('a production store on a public address with the seeded demo setting on', () => {
  const api = useApi({ NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' });

  it('never puts a one-time code in the answer, and tells clients the demo is off', async () => {
    const phone = newPhone();
    const sent = await accountsClient(api).post('/api/v1/auth/login', { login_type: 'otp', phone });
    expect(sent.status).toBe(200);
    expect(sent.body).not.toHaveProperty('demo_otp');
    expect(JSON.stringify(sent.body)).not.toContain(await lastCode(api, phone));
    const config = await api.request('/api/v1/config');
    expect(config.body.demo).toBeFalsy();
  });
});
