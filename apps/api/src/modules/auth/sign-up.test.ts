import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, setLoginSettings } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();

const signUpBody = (overrides: Record<string, unknown> = {}) => {
  const phone = newPhone();
  return {
    name: 'Sara Al Harbi',
    email: `${phone.slice(1)}@Example.com`,
    phone,
    password: 'secret-123',
    confirm_password: 'secret-123',
    ...overrides,
  };
};

describe('sign-up (spec §4, reference §3.2)', () => {
  it('creates the account, splits the name on the first space, and signs in at once', async () => {
    const client = accountsClient(api);
    const body = signUpBody({ name: 'Sara Al Harbi' });
    const { status, body: answer } = await client.post('/api/v1/auth/sign-up', body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      token: expect.any(String),
      is_personal_info: 1,
      is_phone_verified: 1,
      login_type: 'manual',
      email: body.email.toLowerCase(),
    });
    const [user] = await api.database.db.query<Record<string, string>>(
      'select f_name, l_name, password, ref_code from users where phone = $1',
      [body.phone],
    );
    expect(user.f_name).toBe('Sara');
    expect(user.l_name).toBe('Al Harbi');
    expect(user.ref_code).toMatch(/^[A-Z2-9]{10}$/);
  });

  it('stores the password as a salted scrypt hash with its parameters, never in clear', async () => {
    const client = accountsClient(api);
    const a = await client.signUp({ password: 'same-pass', confirm_password: 'same-pass' });
    const b = await client.signUp({ password: 'same-pass', confirm_password: 'same-pass' });
    const rows = await api.database.db.query<{ password: string }>(
      'select password from users where id = any($1) order by id',
      [[a.id, b.id]],
    );
    for (const { password } of rows) expect(password).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(rows[0].password).not.toBe(rows[1].password);
    expect(rows[0].password).not.toContain('same-pass');
  });

  it("accepts the old client's f_name and l_name", async () => {
    const client = accountsClient(api);
    const { name, ...rest } = signUpBody();
    const { status } = await client.post('/api/v1/auth/sign-up', { ...rest, f_name: 'Layla', l_name: 'Omar' });
    expect(status).toBe(200);
    const [user] = await api.database.db.query<{ f_name: string; l_name: string }>(
      'select f_name, l_name from users where phone = $1',
      [rest.phone],
    );
    expect(user).toEqual({ f_name: 'Layla', l_name: 'Omar' });
    expect(name).toBeTruthy();
  });

  it('answers every sign-up validation message of spec §5, with Arabic', async () => {
    const client = accountsClient(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'name is required'],
      [{ email: undefined }, 'email', 'Email is required'],
      [{ email: 'sara@' }, 'email', 'Must be a valid email'],
      [{ phone: '' }, 'phone', 'phone number required'],
      [{ password: '123', confirm_password: '123' }, 'password', 'Password must be at least 6 characters'],
      [
        { password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) },
        'password',
        'Password must not be longer than 128 characters.',
      ],
      [{ confirm_password: undefined }, 'confirm_password', 'Confirm password is required'],
      [{ confirm_password: 'different' }, 'confirm_password', 'Passwords must match'],
    ];
    for (const [overrides, code, message] of cases) {
      const { status, body } = await client.post('/api/v1/auth/sign-up', signUpBody(overrides));
      expect(status, message).toBe(422);
      expect(body.errors).toContainEqual({ code, message });
    }
    const ar = await client.post('/api/v1/auth/sign-up', signUpBody({ confirm_password: 'different' }), {
      'x-localization': 'ar',
    });
    expect(ar.body.errors[0].message).toBe('يجب أن تتطابق كلمتا المرور');
  });

  it('refuses a phone or email already registered with 409', async () => {
    const client = accountsClient(api);
    const first = await client.signUp();
    const samePhone = await client.post('/api/v1/auth/sign-up', signUpBody({ phone: first.phone }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.errors[0]).toEqual({ code: 'phone', message: 'This phone number is already registered.' });
    const sameEmail = await client.post('/api/v1/auth/sign-up', signUpBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors[0]).toEqual({ code: 'email', message: 'This email is already registered.' });
  });

  it("takes a referral code only when wallet and referral earning are on, and only an active customer's", async () => {
    const client = accountsClient(api);
    const referrer = await client.signUp();
    const [{ ref_code }] = await api.database.db.query<{ ref_code: string }>(
      'select ref_code from users where id = $1',
      [referrer.id],
    );

    const referred = signUpBody({ ref_code: ref_code.toLowerCase() });
    expect((await client.post('/api/v1/auth/sign-up', referred)).status).toBe(200);
    const [row] = await api.database.db.query<{ ref_by: number }>('select ref_by from users where phone = $1', [
      referred.phone,
    ]);
    expect(row.ref_by).toBe(referrer.id);

    const unknown = await client.post('/api/v1/auth/sign-up', signUpBody({ ref_code: 'NOSUCHCODE' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toEqual({ code: 'ref_code', message: 'Referral code not found.' });

    await api.database.db.query('update users set status = false where id = $1', [referrer.id]);
    expect((await client.post('/api/v1/auth/sign-up', signUpBody({ ref_code }))).status).toBe(422);
    await api.database.db.query('update users set status = true where id = $1', [referrer.id]);

    await api.app.souq.settings.set('ref_earning_status', 0);
    const off = await client.post('/api/v1/auth/sign-up', signUpBody({ ref_code }));
    await api.app.souq.settings.set('ref_earning_status', 1);
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe('ref_code');
  });

  it('with phone verification on, withholds the token until the phone code is entered (auth/verify-phone)', async () => {
    const client = accountsClient(api);
    await setLoginSettings(api, { phone_verification_status: 1 });
    try {
      const body = signUpBody();
      const { body: answer } = await client.post('/api/v1/auth/sign-up', body);
      expect(answer).toMatchObject({
        token: null,
        is_phone_verified: 0,
        is_email_verified: 1,
        verification_medium: 'phone',
      });
      expect(answer.message).toMatch(/^OTP sent to \+966\*+\d{3}$/);

      // Signing in again before verifying sends no second code within the minute, and still gives no token.
      const again = await client.post('/api/v1/auth/login', { email_or_phone: body.email, password: body.password });
      expect(again.body).toMatchObject({ token: null, is_phone_verified: 0 });

      const verified = await client.post('/api/v1/auth/verify-phone', {
        verification_type: 'phone',
        phone: body.phone,
        otp: await lastCode(api, body.phone),
        login_type: 'manual',
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ token: expect.any(String), is_phone_verified: 1 });
      const [user] = await api.database.db.query<{ is_phone_verified: boolean }>(
        'select is_phone_verified from users where phone = $1',
        [body.phone],
      );
      expect(user.is_phone_verified).toBe(true);
    } finally {
      await setLoginSettings(api, { phone_verification_status: 0 });
    }
  });

  it('with email verification on, verifies the email with its own code', async () => {
    const client = accountsClient(api);
    await setLoginSettings(api, { email_verification_status: 1 });
    try {
      const body = signUpBody();
      const { body: answer } = await client.post('/api/v1/auth/sign-up', body);
      expect(answer).toMatchObject({
        token: null,
        is_phone_verified: 1,
        is_email_verified: 0,
        verification_medium: 'email',
      });
      const email = body.email.toLowerCase();
      const verified = await client.post('/api/v1/auth/verify-phone', {
        verification_type: 'email',
        email,
        otp: await lastCode(api, email),
        login_type: 'manual',
      });
      expect(verified.body).toMatchObject({ token: expect.any(String), is_email_verified: 1 });
    } finally {
      await setLoginSettings(api, { email_verification_status: 0 });
    }
  });
});
