import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, setLoginSettings, wrongCode } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';
import { DEMO_CUSTOMER } from '@souq/db/seed';
import { localizeDigits } from '@souq/domain';

const api = useApi();

describe('manual sign-in (spec §4 Login)', () => {
  it('signs in by email and by phone and answers the login response of spec §3', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    for (const [email_or_phone, field_type] of [
      [customer.email.toUpperCase(), 'email'],
      [customer.phone, 'phone'],
      // The phone typed on an Arabic keyboard: the same digits.
      [localizeDigits(customer.phone, 'ar'), 'phone'],
    ]) {
      const { status, body } = await client.post('/api/v1/auth/login', {
        login_type: 'manual',
        email_or_phone,
        field_type,
        password: customer.password,
      });
      expect(status, email_or_phone).toBe(200);
      expect(body).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        is_phone_verified: 1,
        is_email_verified: 1,
        is_personal_info: 1,
        is_exist_user: null,
        login_type: 'manual',
        email: customer.email,
      });
      const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(body.token));
      expect(info.body.id).toBe(customer.id);
    }
  });

  it("accepts the old client's {phone, password} payload", async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const { status, body } = await client.post('/api/v1/auth/login', {
      phone: customer.phone,
      password: customer.password,
      tandc: true,
      guest_id: null,
    });
    expect(status).toBe(200);
    expect(body.token).toBeTruthy();
  });

  it('refuses a wrong password with 401 auth-001 and issues no token', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const { status, body } = await client.post('/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: 'wrong-password',
    });
    expect(status).toBe(401);
    expect(body).toEqual({
      errors: [{ code: 'auth-001', message: 'The email/phone number or password is incorrect.' }],
    });
    const unknown = await client.post('/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(body);
  });

  it('answers the sign-in validation messages of spec §5, in English and Arabic', async () => {
    const client = accountsClient(api);
    const cases: [object, string, string][] = [
      [{ password: 'secret-123' }, 'email_or_phone', 'Email or phone number is required'],
      [
        { email_or_phone: 'not-a-contact', password: 'secret-123' },
        'email_or_phone',
        'Must be a valid email or phone number',
      ],
      [{ email_or_phone: 'a@example.com' }, 'password', 'Password is required'],
      [
        { email_or_phone: 'a@example.com', password: '12345' },
        'password',
        'Password is too short - should be 6 chars minimum.',
      ],
    ];
    for (const [payload, code, message] of cases) {
      const { status, body } = await client.post('/api/v1/auth/login', { login_type: 'manual', ...payload });
      expect(status, message).toBe(422);
      expect(body.errors[0]).toEqual({ code, message });
    }
    const ar = await client.post(
      '/api/v1/auth/login',
      { login_type: 'manual', email_or_phone: 'a@example.com' },
      { 'x-localization': 'ar' },
    );
    expect(ar.body.errors[0].message).toBe('كلمة المرور مطلوبة');
  });

  it('refuses a blocked account with 403 auth-003, and its existing tokens stop working', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await api.database.db.query('update users set status = false where id = $1', [customer.id]);
    const { status, body } = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.phone,
      password: customer.password,
    });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('auth-003');
    const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token));
    expect(info.status).toBe(401);
    expect(info.body.errors[0].message).toBe('Your account is inactive or Your token has been expired');
  });
});

describe('the demo customer', () => {
  it('signs in with the documented password and has two saved addresses in the demo zones', async () => {
    const client = accountsClient(api);
    const { status, body } = await client.post('/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(status).toBe(200);
    const list = await client.call('GET', '/api/v1/customer/address/list', undefined, client.authed(body.token));
    expect(
      list.body.addresses.map((a: { address_type: string; zone_ids: number[] }) => [
        a.address_type,
        a.zone_ids.length > 0,
      ]),
    ).toEqual([
      ['office', true],
      ['home', true],
    ]);
  });
});

describe('OTP sign-in (spec §4 Login, reference §3.2)', () => {
  it('sends a 6-digit code on the first call and signs in a new phone on the second, asking for the profile', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    const first = await client.post('/api/v1/auth/login', { login_type: 'otp', phone });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'OTP sent successfully', login_type: 'otp' });
    const code = await lastCode(api, phone);
    expect(code).toMatch(/^\d{6}$/);

    const second = await client.post('/api/v1/auth/login', { login_type: 'otp', phone, otp: code, verified: 'yes' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ token: null, is_personal_info: 0, is_exist_user: null, login_type: 'otp' });
    expect(second.body.temp_token).toMatch(/^[\w-]{43}$/);

    const done = await client.post('/api/v1/auth/update-info', {
      temp_token: second.body.temp_token,
      name: 'Omar Saleh',
      email: `${phone.slice(1)}@example.com`,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ is_personal_info: 1, login_type: 'otp', email: `${phone.slice(1)}@example.com` });
    const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(done.body.token));
    expect(info.body).toMatchObject({ f_name: 'Omar', l_name: 'Saleh', phone, is_phone_verified: 1 });
  });

  it('signs an existing verified account straight in', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await api.database.db.query('update users set is_phone_verified = true where id = $1', [customer.id]);
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone });
    const { body } = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone: customer.phone,
      otp: await lastCode(api, customer.phone),
    });
    expect(body).toMatchObject({
      token: expect.any(String),
      is_personal_info: 1,
      is_exist_user: null,
      email: customer.email,
    });
  });

  it('asks "Is It You?" when the phone belongs to an account that never verified it; yes signs into it with its password reset', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp({ name: 'Huda Nasser' });
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone });
    const code = await lastCode(api, customer.phone);
    const ask = await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone, otp: code });
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({ token: null, is_exist_user: { name: 'Huda Nasser', image: null } });

    const yes = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone: customer.phone,
      otp: code,
      verified: 'yes',
    });
    expect(yes.body.token).toEqual(expect.any(String));
    const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(yes.body.token));
    expect(info.body).toMatchObject({ id: customer.id, is_phone_verified: 1 });
    // Whoever set the password never proved the phone: it and their sessions are gone.
    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token))).status).toBe(
      401,
    );
    const manual = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
    });
    expect(manual.status).toBe(401);
  });

  it('"Is It You?" answered no takes the phone off the other account and starts a new one', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone });
    const code = await lastCode(api, customer.phone);
    const no = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone: customer.phone,
      otp: code,
      verified: 'no',
    });
    expect(no.body).toMatchObject({ token: null, is_personal_info: 0 });
    const [old] = await api.database.db.query<{ phone: string | null }>('select phone from users where id = $1', [
      customer.id,
    ]);
    expect(old.phone).toBeNull();
  });

  it('refuses a wrong code without signing in', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone });
    const { status, body } = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone,
      otp: wrongCode(await lastCode(api, phone)),
    });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 'otp', message: 'OTP does not match' });
  });

  it('validates the phone with the OTP sign-in messages', async () => {
    const client = accountsClient(api);
    expect((await client.post('/api/v1/auth/login', { login_type: 'otp' })).body.errors[0]).toEqual({
      code: 'phone',
      message: 'Please give a phone number',
    });
    expect((await client.post('/api/v1/auth/login', { login_type: 'otp', phone: '12345' })).body.errors[0]).toEqual({
      code: 'phone',
      message: 'Number must be 10 digits',
    });
  });

  it('is refused with 403 when the store turns OTP sign-in off', async () => {
    const client = accountsClient(api);
    await setLoginSettings(api, { otp_login_status: 0 });
    const { status, body } = await client.post('/api/v1/auth/login', { login_type: 'otp', phone: newPhone() });
    await setLoginSettings(api, { otp_login_status: 1 });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('login_type');
  });
});
