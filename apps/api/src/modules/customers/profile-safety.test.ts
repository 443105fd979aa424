/**
 * Rules (issue 13, item 10): a password change needs the current password,
 * and while mail really leaves (SMTP_URL) a new email needs the code sent to
 * it — whatever the store's email verification setting says. A borrowed
 * session must not be enough to take the account for good.
 */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsClient, multipartBody, newPhone, type TestCustomer } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

/** An SMTP server on this machine that accepts every message and keeps its text. */
const mails: { to: string; text: string }[] = [];
const smtp = createServer((socket: Socket) => {
  let data = false;
  let text = '';
  let to = '';
  socket.write('220 souq-test ESMTP\r\n');
  socket.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\r\n')) {
      if (data) {
        if (line === '.') {
          data = false;
          mails.push({ to, text });
          text = '';
          socket.write('250 OK\r\n');
        } else text += `${line}\n`;
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (!line) continue;
      if (command === 'EHLO' || command === 'HELO') socket.write('250-souq-test\r\n250 8BITMIME\r\n');
      else if (command === 'RCPT') {
        to = /<([^>]*)>/.exec(line)?.[1] ?? '';
        socket.write('250 OK\r\n');
      } else if (command === 'DATA') {
        data = true;
        socket.write('354 go on\r\n');
      } else if (command === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const api = useApi({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });

function profileClient() {
  const client = accountsClient(api);
  return {
    ...client,
    info: (customer: TestCustomer) =>
      client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token)),
    update: (customer: TestCustomer, fields: Record<string, string>) => {
      const { payload, headers } = multipartBody({ name: customer.name, email: customer.email, ...fields });
      return client.call('POST', '/api/v1/customer/update-profile', payload, {
        ...client.authed(customer.token),
        ...headers,
      });
    },
  };
}

const mailedCode = (to: string) => {
  const mail = mails.findLast((m) => m.to === to);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
};

describe('a password change needs the current password', () => {
  it('refuses a new password without the current one, or with a wrong one, changing nothing', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const missing = await client.update(customer, { password: 'taken-over-1', confirm_password: 'taken-over-1' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({
      code: 'current_password',
      message: 'Please enter your current password.',
    });
    const wrong = await client.update(customer, {
      password: 'taken-over-1',
      confirm_password: 'taken-over-1',
      current_password: 'not-it-123',
    });
    expect(wrong.body.errors[0]).toEqual({ code: 'current_password', message: 'The current password is incorrect.' });
    const arabic = await client.call(
      'POST',
      '/api/v1/customer/update-profile',
      { name: customer.name, email: customer.email, password: 'x-123456', confirm_password: 'x-123456' },
      { ...client.authed(customer.token), 'x-localization': 'ar' },
    );
    expect(arabic.body.errors[0].message).toBe('يرجى إدخال كلمة المرور الحالية.');
    const login = await client.post('/api/v1/auth/login', { email_or_phone: customer.phone, password: 'taken-over-1' });
    expect(login.status).toBe(401);

    const right = await client.update(customer, {
      password: 'changed-99',
      confirm_password: 'changed-99',
      current_password: customer.password,
    });
    expect(right.status).toBe(200);
  });

  it('guessing the current password through a session is limited like sign-in', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await client.update(customer, {
            password: 'taken-over-1',
            confirm_password: 'taken-over-1',
            current_password: `guess-${i}-abc`,
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('a new email needs the code sent to it while mail is active', () => {
  it('sends a code to the new address and changes it only once the code is entered', async () => {
    const client = profileClient();
    const customer = await client.signUp();
    const email = `new-${newPhone().slice(1)}@example.com`;
    const asked = await client.update(customer, { email });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ verification_on: true, verification_medium: 'email' });
    expect((await client.info(customer)).body.email).toBe(customer.email);

    const code = mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await client.update(customer, { email, otp: code!, verification_medium: 'email' });
    expect(done.body).toEqual({ message: 'Profile updated successfully.' });
    expect((await client.info(customer)).body).toMatchObject({ email, is_email_verified: 1 });
  });
});
