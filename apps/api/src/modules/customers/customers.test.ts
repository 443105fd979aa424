import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accountsClient,
  lastCode,
  multipartBody,
  newPhone,
  setLoginSettings,
  wrongCode,
  type TestCustomer,
} from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

// Uploaded photos go to a data folder of this test file only.
const dataDir = mkdtempSync(join(tmpdir(), 'souq-profile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const api = useApi({ DATA_DIR: dataDir });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(50)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

function profileClient() {
  const client = accountsClient(api);
  return {
    ...client,
    info: (customer: TestCustomer, headers: Record<string, string> = {}) =>
      client.call('GET', '/api/v1/customer/info', undefined, { ...client.authed(customer.token), ...headers }),
    update: (
      customer: TestCustomer,
      fields: Record<string, string>,
      file?: Parameters<typeof multipartBody>[1],
      headers: Record<string, string> = {},
    ) => {
      const { payload, headers: type } = multipartBody({ name: customer.name, email: customer.email, ...fields }, file);
      return client.call('POST', '/api/v1/customer/update-profile', payload, {
        ...client.authed(customer.token),
        ...type,
        ...headers,
      });
    },
  };
}

describe('customer/info (spec §3 Profile, reference §3.3)', () => {
  it('answers the reference fields for the signed-in customer and remembers their language', async () => {
    const client = profileClient();
    const customer = await client.signUp({ name: 'Sara Al Harbi' });
    const { status, body } = await client.info(customer, { 'x-localization': 'ar' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: customer.id,
      f_name: 'Sara',
      l_name: 'Al Harbi',
      email: customer.email,
      phone: customer.phone,
      image: null,
      image_full_url: null,
      wallet_balance: 0,
      loyalty_point: 0,
      ref_code: expect.stringMatching(/^[A-Z2-9]{10}$/),
      order_count: 0,
      member_since_days: 0,
      is_phone_verified: 0,
      is_email_verified: 0,
      login_medium: 'manual',
      interest: [],
      selected_modules_for_interest: [],
      current_language_key: 'ar',
      is_valid_for_discount: false,
      has_password: true,
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('temp_token');
    const [row] = await api.database.db.query<{ current_language_key: string }>(
      'select current_language_key from users where id = $1',
      [customer.id],
    );
    expect(row.current_language_key).toBe('ar');
  });

  it("shows a referred newcomer's first-order discount", async () => {
    const client = profileClient();
    const referrer = await client.signUp();
    const [{ ref_code }] = await api.database.db.query<{ ref_code: string }>(
      'select ref_code from users where id = $1',
      [referrer.id],
    );
    const referred = await client.signUp({ ref_code });
    const { body } = await client.info(referred);
    expect(body).toMatchObject({
      ref_by: referrer.id,
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
      validity: '30 day',
    });
  });

  it("needs a token: 'You are not logged in'", async () => {
    const { status, body } = await accountsClient(api).call('GET', '/api/v1/customer/info');
    expect(status).toBe(401);
    expect(body.errors[0].message).toBe('You are not logged in');
  });
});

describe('customer/update-profile', () => {
  it('changes the name and email (verification off: applied at once, email marked unverified)', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const email = `renamed-${customer.phone.slice(1)}@example.com`;
    const { status, body } = await client.update(customer, { name: 'Nora Bint Saad', email });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Profile updated successfully.' });
    const info = await client.info(customer);
    expect(info.body).toMatchObject({ f_name: 'Nora', l_name: 'Bint Saad', email, is_email_verified: 0 });
  });

  it('takes JSON and the old f_name/l_name fields too', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const { status } = await client.call(
      'POST',
      '/api/v1/customer/update-profile',
      { f_name: 'Ali', l_name: 'Hassan', email: customer.email, phone: customer.phone },
      client.authed(customer.token),
    );
    expect(status).toBe(200);
    expect((await client.info(customer)).body).toMatchObject({ f_name: 'Ali', l_name: 'Hassan' });
  });

  it('refuses a phone or email another account has, with 409, changing nothing', async () => {
    const client = profileClient();
    const [a, b] = [await client.signUp(), await client.signUp()];
    const { status, body } = await client.update(a, { email: b.email });
    expect(status).toBe(409);
    expect(body.errors[0].code).toBe('email');
    expect((await client.update(a, { phone: b.phone })).status).toBe(409);
    expect((await client.info(a)).body.email).toBe(a.email);
  });

  it('validates name, email and the password pair', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '' }, 'name', 'name is required'],
      [{ email: 'nope' }, 'email', 'Must be a valid email'],
      [{ password: '12345', confirm_password: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ password: 'secret-456' }, 'confirm_password', 'Confirm password is required'],
      [{ password: 'secret-456', confirm_password: 'secret-789' }, 'confirm_password', 'Passwords must match'],
    ];
    for (const [fields, code, message] of cases) {
      const { status, body } = await client.update(customer, fields);
      expect(status, message).toBe(422);
      expect(body.errors[0]).toEqual({ code, message });
    }
  });

  it('a new password keeps this device signed in and signs the others out', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const other = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
    });
    expect(
      (
        await client.update(customer, {
          password: 'changed-99',
          confirm_password: 'changed-99',
          current_password: customer.password,
        })
      ).status,
    ).toBe(200);
    expect((await client.info(customer)).status).toBe(200);
    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(other.body.token))).status).toBe(
      401,
    );
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.email, password: 'changed-99' })).status,
    ).toBe(200);
  });

  it('with phone verification on, sends a code to the new phone and changes it only once the code is entered', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    await setLoginSettings(api, { phone_verification_status: 1 });
    try {
      const phone = newPhone();
      const asked = await client.update(customer, { phone });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({
        verification_on: true,
        verification_medium: 'phone',
        demo_otp: expect.stringMatching(/^\d{6}$/),
      });
      expect(asked.body.message).toMatch(/^OTP sent to \+966\*+\d{3}$/);
      expect((await client.info(customer)).body.phone).toBe(customer.phone);

      const code = await lastCode(api, phone);
      const wrong = await client.update(customer, { phone, otp: wrongCode(code), verification_medium: 'phone' });
      expect(wrong.status).toBe(422);
      expect((await client.info(customer)).body.phone).toBe(customer.phone);

      const done = await client.update(customer, { phone, otp: code, verification_medium: 'phone' });
      expect(done.body).toEqual({ message: 'Profile updated successfully.' });
      expect((await client.info(customer)).body).toMatchObject({ phone, is_phone_verified: 1 });
    } finally {
      await setLoginSettings(api, { phone_verification_status: 0 });
    }
  });

  it("another customer's code cannot confirm a change", async () => {
    const client = profileClient();
    const [a, b] = [await client.signUp(), await client.signUp()];
    await setLoginSettings(api, { email_verification_status: 1 });
    try {
      const email = `wanted-${a.phone.slice(1)}@example.com`;
      await client.update(a, { email });
      const code = await lastCode(api, email);
      const stolen = await client.update(b, { email, otp: code, verification_medium: 'email' });
      expect(stolen.status).toBe(422);
      expect((await client.info(b)).body.email).toBe(b.email);
    } finally {
      await setLoginSettings(api, { email_verification_status: 0 });
    }
  });
});

describe('profile photo (spec §5: JPG, PNG, JPEG or GIF, at most 2 MB)', () => {
  it('stores PNG, JPEG and GIF under uploads/profile and serves them through /storage', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    for (const [filename, type, data] of [
      ['me.png', 'image/png', PNG],
      ['me.jpeg', 'image/jpeg', JPEG],
      ['me.gif', 'image/gif', GIF],
    ] as const) {
      const { status } = await client.update(customer, {}, { field: 'image', filename, type, data });
      expect(status, filename).toBe(200);
      const { body } = await client.info(customer);
      expect(body.image_full_url).toBe(`http://localhost:3000/storage/profile/${body.image}`);
      expect(existsSync(join(dataDir, 'uploads', 'profile', body.image))).toBe(true);
      const served = await api.app.inject({ url: new URL(body.image_full_url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('replaces the old file when a new photo arrives', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    await client.update(customer, {}, { field: 'image', filename: 'a.png', type: 'image/png', data: PNG });
    const first = (await client.info(customer)).body.image;
    await client.update(customer, {}, { field: 'image', filename: 'b.gif', type: 'image/gif', data: GIF });
    expect((await api.app.inject({ url: `/storage/profile/${first}` })).statusCode).toBe(404);
  });

  it("rejects WebP, PDF and disguised files with the spec's message, in Arabic too", async () => {
    const client = profileClient();
    const customer = await client.signUp();
    for (const [filename, type, data] of [
      ['me.webp', 'image/webp', WEBP],
      ['cv.pdf', 'application/pdf', PDF],
      ['fake.png', 'image/png', Buffer.from('not really an image')],
    ] as const) {
      const { status, body } = await client.update(customer, {}, { field: 'image', filename, type, data });
      expect(status, filename).toBe(422);
      expect(body.errors[0]).toEqual({
        code: 'image',
        message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
      });
    }
    const ar = await client.update(
      customer,
      {},
      { field: 'image', filename: 'me.webp', type: 'image/webp', data: WEBP },
      { 'x-localization': 'ar' },
    );
    expect(ar.body.errors[0].message).toBe('صيغة الملف غير مدعومة. يرجى رفع صور بصيغة JPG أو PNG أو JPEG أو GIF فقط.');
    expect((await client.info(customer)).body.image).toBeNull();
  });

  it('rejects photos over 2 MB and accepts one of exactly 2 MB', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const { status, body } = await client.update(
      customer,
      {},
      { field: 'image', filename: 'big.png', type: 'image/png', data: big },
    );
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 'image', message: 'The image must not be larger than 2 MB.' });
    const limit = big.subarray(0, 2 * 1024 * 1024);
    expect(
      (await client.update(customer, {}, { field: 'image', filename: 'ok.png', type: 'image/png', data: limit }))
        .status,
    ).toBe(200);
  });
});

describe('interests and push token', () => {
  it('merges category ids into the interests and adds the current module', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const headers = { ...client.authed(customer.token), moduleId: '1' };
    expect((await client.call('POST', '/api/v1/customer/update-interest', { interest: [3, 1] }, headers)).body).toEqual(
      { message: 'Interests updated successfully.' },
    );
    await client.call('POST', '/api/v1/customer/update-interest', { interest: [1, 2] }, headers);
    const { body } = await client.info(customer);
    expect(body.interest).toEqual([1, 2, 3]);
    expect(body.selected_modules_for_interest).toEqual([1]);
    const bad = await client.call('POST', '/api/v1/customer/update-interest', { interest: 'soup' }, headers);
    expect(bad.status).toBe(422);
    const unknown = await client.call('POST', '/api/v1/customer/update-interest', { interest: [1, 999999] }, headers);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toEqual({ code: 'interest', message: 'Category not found.' });
    expect((await client.info(customer)).body.interest).toEqual([1, 2, 3]);
  });

  it('stores the push token with PUT, or POST with _method put', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    await client.call(
      'PUT',
      '/api/v1/customer/cm-firebase-token',
      { cm_firebase_token: 'fcm-1' },
      client.authed(customer.token),
    );
    expect((await client.info(customer)).body.cm_firebase_token).toBe('fcm-1');
    await client.call(
      'POST',
      '/api/v1/customer/cm-firebase-token',
      { cm_firebase_token: 'fcm-2', _method: 'put' },
      client.authed(customer.token),
    );
    expect((await client.info(customer)).body.cm_firebase_token).toBe('fcm-2');
  });
});
