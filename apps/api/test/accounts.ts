/**
 * Helpers for tests of accounts: each test client gets its own IP (so the
 * per-IP rate limits of one test do not leak into another), and codes are
 * read from the OTP outbox like the demo reads them.
 */
import { randomInt, sign, type KeyObject } from 'node:crypto';
import type { ApiHarness } from './helper.ts';

let nextPhone = randomInt(1_000_000, 8_000_000);

/** A fresh Saudi mobile number, unique within the run. */
export function newPhone(): string {
  nextPhone += 1;
  return `+9665${String(nextPhone).padStart(8, '0')}`;
}

export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface TestCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  id: number;
}

export function accountsClient(api: ApiHarness, ip = randomIp()) {
  const call = <T = any>(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.request<T>({ method: method as 'GET', url, payload: payload as object, headers, remoteAddress: ip });

  return {
    ip,
    call,
    post: <T = any>(url: string, payload?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', url, payload, headers),
    authed: (token: string) => ({ authorization: `Bearer ${token}` }),

    /** Signs a new customer up with a password (verification off) and returns their token. */
    async signUp(overrides: Partial<Record<string, unknown>> = {}): Promise<TestCustomer> {
      const phone = newPhone();
      const body = {
        name: 'Sara Al Harbi',
        email: `${phone.slice(1)}@example.com`,
        phone,
        password: 'secret-123',
        confirm_password: 'secret-123',
        ...overrides,
      };
      const { status, body: answer } = await call('POST', '/api/v1/auth/sign-up', body);
      if (status !== 200 || !answer.token) throw new Error(`sign-up failed: ${status} ${JSON.stringify(answer)}`);
      const [row] = await api.database.db.query<{ id: number }>('select id from users where phone = $1', [body.phone]);
      return {
        name: body.name as string,
        email: body.email as string,
        phone: body.phone as string,
        password: body.password as string,
        token: answer.token,
        id: row.id,
      };
    },
  };
}

/** The last code sent to a phone or email, read from the outbox. */
export async function lastCode(api: ApiHarness, destination: string): Promise<string> {
  const [row] = await api.database.db.query<{ body: string }>(
    'select body from otp_outbox where destination = $1 order by id desc limit 1',
    [destination.toLowerCase()],
  );
  const code = row?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** A six-digit code that is not the right one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Turns the sign-in configuration (centralize_login) switches on or off. */
export async function setLoginSettings(api: ApiHarness, changes: Record<string, number>) {
  const current = (await api.app.souq.settings.get<Record<string, number>>('centralize_login')) ?? {};
  await api.app.souq.settings.set('centralize_login', { ...current, ...changes });
}

/** An RS256 ID token signed with key, as Google, Facebook and Apple sign theirs. */
export function signIdToken(claims: Record<string, unknown>, key: KeyObject, kid = 'test-key'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${encode({ alg: 'RS256', kid, typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${sign('sha256', Buffer.from(data), key).toString('base64url')}`;
}

/** A multipart/form-data body, as browsers and the old client send profile updates. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----souq-test-${randomInt(1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
