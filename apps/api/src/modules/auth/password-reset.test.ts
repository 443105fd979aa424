import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, wrongCode } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();

describe('forgot password: request, 6-digit code, new password (spec §4)', () => {
  it('resets by phone, ends every session, and the new password signs in', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const sent = await client.post('/api/v1/auth/forgot-password', {
      verification_method: 'phone',
      phone: customer.phone,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('OTP sent successfully');
    const code = await lastCode(api, customer.phone);

    const checked = await client.post('/api/v1/auth/verify-token', {
      verification_method: 'phone',
      phone: customer.phone,
      reset_token: code,
    });
    expect(checked.status).toBe(200);

    const reset = await client.call('PUT', '/api/v1/auth/reset-password', {
      verification_method: 'phone',
      phone: customer.phone,
      reset_token: code,
      password: 'brand-new-1',
      confirm_password: 'brand-new-1',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password changed successfully. Please sign in with your new password.');

    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token))).status).toBe(
      401,
    );
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.phone, password: customer.password })).status,
    ).toBe(401);
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.phone, password: 'brand-new-1' })).body.token,
    ).toEqual(expect.any(String));
    // The code is spent.
    const reuse = await client.call('PUT', '/api/v1/auth/reset-password', {
      phone: customer.phone,
      reset_token: code,
      password: 'another-pass',
      confirm_password: 'another-pass',
    });
    expect(reuse.status).toBe(422);
  });

  it("resets by email, with the old client's phone-less payloads", async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await client.post('/api/v1/auth/forgot-password', { email: customer.email });
    const code = await lastCode(api, customer.email);
    expect((await client.post('/api/v1/auth/verify-token', { email: customer.email, reset_token: code })).status).toBe(
      200,
    );
    const reset = await client.call('PUT', '/api/v1/auth/reset-password', {
      email: customer.email,
      reset_token: code,
      password: 'by-email-1',
      confirm_password: 'by-email-1',
    });
    expect(reset.status).toBe(200);
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.email, password: 'by-email-1' })).status,
    ).toBe(200);
  });

  it('refuses a wrong code at verify-token and reset-password', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await client.post('/api/v1/auth/forgot-password', { phone: customer.phone });
    const bad = wrongCode(await lastCode(api, customer.phone));
    const checked = await client.post('/api/v1/auth/verify-token', { phone: customer.phone, reset_token: bad });
    expect(checked.status).toBe(422);
    expect(checked.body.errors[0]).toEqual({ code: 'otp', message: 'OTP does not match' });
    const reset = await client.call('PUT', '/api/v1/auth/reset-password', {
      phone: customer.phone,
      reset_token: bad,
      password: 'brand-new-1',
      confirm_password: 'brand-new-1',
    });
    expect(reset.status).toBe(422);
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.phone, password: customer.password })).status,
    ).toBe(200);
  });

  it('says when no account has that phone or email', async () => {
    const client = accountsClient(api);
    const { status, body } = await client.post('/api/v1/auth/forgot-password', { phone: newPhone() });
    expect(status).toBe(404);
    expect(body.errors[0]).toEqual({ code: 'phone', message: 'No account is registered with this phone number.' });
  });

  it('answers the forgot-password and reset validation messages of spec §5, with Arabic', async () => {
    const client = accountsClient(api);
    const cases: [string, string, object, string, string][] = [
      ['POST', 'forgot-password', { verification_method: 'phone' }, 'phone', 'Please provide a phone number'],
      [
        'POST',
        'forgot-password',
        { verification_method: 'phone', phone: '12345' },
        'phone',
        'Phone number must be exactly 10 digits',
      ],
      ['POST', 'forgot-password', { verification_method: 'email' }, 'email', 'Please provide an email address'],
      [
        'POST',
        'forgot-password',
        { verification_method: 'email', email: 'x@y' },
        'email',
        'Please enter a valid email address',
      ],
      ['POST', 'verify-token', { phone: '+966500000000' }, 'reset_token', 'field is empty'],
      [
        'PUT',
        'reset-password',
        { phone: '+966500000000', reset_token: '123456', confirm_password: 'abcdef' },
        'password',
        'No password provided.',
      ],
      [
        'PUT',
        'reset-password',
        { phone: '+966500000000', reset_token: '123456', password: 'abcdef' },
        'confirm_password',
        'No Confirm Password provided.',
      ],
      [
        'PUT',
        'reset-password',
        { phone: '+966500000000', reset_token: '123456', password: 'abcdef', confirm_password: 'abcdeg' },
        'confirm_password',
        'Passwords must match',
      ],
    ];
    for (const [method, path, payload, code, message] of cases) {
      const { status, body } = await client.call(method, `/api/v1/auth/${path}`, payload);
      expect(status, message).toBe(422);
      expect(body.errors).toContainEqual({ code, message });
    }
    const ar = await client.call(
      'PUT',
      '/api/v1/auth/reset-password',
      { phone: '+966500000000', reset_token: '123456' },
      { 'x-localization': 'ar' },
    );
    expect(ar.body.errors[0].message).toBe('لم يتم إدخال كلمة المرور.');
  });
});
