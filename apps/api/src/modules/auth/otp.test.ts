import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, wrongCode } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
const requestCode = (client: ReturnType<typeof accountsClient>, phone: string) =>
  client.post('/api/v1/auth/login', { login_type: 'otp', phone });
const enterCode = (client: ReturnType<typeof accountsClient>, phone: string, otp: string) =>
  client.post('/api/v1/auth/login', { login_type: 'otp', phone, otp, verified: 'yes' });

describe('one-time codes (spec §9: 6 digits, 60 s resend; deliberate deviations: hashed, expiring, 5 tries)', () => {
  it('are 6 digits, delivered through the outbox, and stored only as a salted hash', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    await requestCode(client, phone);
    const code = await lastCode(api, phone);
    const [outbox] = await api.database.db.query<{ body: string; channel: string; purpose: string }>(
      'select body, channel, purpose from otp_outbox where destination = $1',
      [phone],
    );
    expect(outbox).toEqual({
      channel: 'phone',
      purpose: 'login',
      body: `${code} is your Souq verification code. It expires in 5 minutes.`,
    });
    const [stored] = await api.database.db.query<{ code_hash: string }>(
      'select code_hash from otp_codes where destination = $1',
      [phone],
    );
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[\w-]+\$[\w-]{43}$/);
  });

  it("can be resent only after 60 seconds: 'Please try again after N seconds' with 429 and retry-after", async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    expect((await requestCode(client, phone)).status).toBe(200);
    const again = await requestCode(client, phone);
    expect(again.status).toBe(429);
    expect(again.body.errors[0].code).toBe('otp');
    expect(again.body.errors[0].message).toMatch(/^Please try again after (59|60) seconds$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(59);

    await api.database.db.query(`update otp_codes set sent_at = now() - interval '61 seconds' where destination = $1`, [
      phone,
    ]);
    const first = await lastCode(api, phone);
    expect((await requestCode(client, phone)).status).toBe(200);
    const second = await lastCode(api, phone);
    // The new code replaces the old one.
    if (second !== first) expect((await enterCode(client, phone, first)).status).toBe(422);
    expect((await enterCode(client, phone, second)).status).toBe(200);
  });

  it('expire after 5 minutes', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    await requestCode(client, phone);
    const [{ lifetime }] = await api.database.db.query<{ lifetime: number }>(
      'select round(extract(epoch from expires_at - sent_at))::int as lifetime from otp_codes where destination = $1',
      [phone],
    );
    expect(lifetime).toBe(300);
    await api.database.db.query(
      `update otp_codes set expires_at = now() - interval '1 second' where destination = $1`,
      [phone],
    );
    const { status, body } = await enterCode(client, phone, await lastCode(api, phone));
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 'otp', message: 'The OTP has expired. Please request a new one.' });
  });

  it('block the phone for 15 minutes after 5 wrong tries, even for the right code, and only for that purpose', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    await requestCode(client, phone);
    const code = await lastCode(api, phone);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { status, body } = await enterCode(client, phone, wrongCode(code));
      expect(status, `attempt ${attempt}`).toBe(422);
      expect(body.errors[0].message).toBe('OTP does not match');
    }
    const fifth = await enterCode(client, phone, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0]).toEqual({
      code: 'otp_blocked',
      message: 'Too many wrong attempts. Please try again after 15 minutes.',
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await enterCode(client, phone, code)).status).toBe(429);
    const resend = await requestCode(client, phone);
    expect(resend.status).toBe(429);
    expect(resend.body.errors[0].code).toBe('otp_blocked');
    expect(resend.body.errors[0].message).toMatch(/^Too many wrong attempts\. Please try again after 1[45] minutes\.$/);

    // When the block ends, a new code works again.
    await api.database.db.query(
      `update otp_codes set blocked_until = now() - interval '1 second', sent_at = now() - interval '16 minutes' where destination = $1`,
      [phone],
    );
    expect((await requestCode(client, phone)).status).toBe(200);
    expect((await enterCode(client, phone, await lastCode(api, phone))).status).toBe(200);
  });

  it('count wrong tries across resends, so resending does not reset the limit', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    await requestCode(client, phone);
    for (let i = 0; i < 4; i++) await enterCode(client, phone, wrongCode(await lastCode(api, phone)));
    await api.database.db.query(`update otp_codes set sent_at = now() - interval '61 seconds' where destination = $1`, [
      phone,
    ]);
    await requestCode(client, phone);
    expect((await enterCode(client, phone, wrongCode(await lastCode(api, phone)))).status).toBe(429);
  });

  it('show the demo hint code only while the demo setting is on', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    const demo = await requestCode(client, phone);
    expect(demo.body.demo_otp).toBe(await lastCode(api, phone));

    await api.app.souq.settings.set('demo', false);
    try {
      const other = newPhone();
      const live = await requestCode(client, other);
      expect(live.status).toBe(200);
      expect(live.body).not.toHaveProperty('demo_otp');
      expect(JSON.stringify(live.body)).not.toContain(await lastCode(api, other));
    } finally {
      await api.app.souq.settings.set('demo', true);
    }
  });
});
