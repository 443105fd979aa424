/**
 * Accounts in the browser: the sign-in / sign-up modal, the code step, the
 * account menu, and accounts made through the API for tests that only need
 * someone signed in.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { header } from './shell.ts';

/** Error toasts are alerts; the others are statuses (helpers/shell.ts `toast`). */
export function errorToast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

export const DEMO_CUSTOMER = {
  email: 'customer@souq.example',
  phone: '+966500000001',
  password: '12345678',
  firstName: 'Sara',
};

export class AuthModal {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', {
      name: /^(Sign In|Sign Up|OTP Verification|Forgot password|Is It You\?|Complete your profile|تسجيل الدخول|إنشاء حساب)$/,
    });
  }

  /** Opens sign-in from the header's Sign In link. */
  async open() {
    await header(this.page).getByRole('link', { name: 'Sign In' }).click();
    await expect(this.page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  }

  async signInWithPassword(contact: string, password: string, { remember = false } = {}) {
    const dialog = this.page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(contact);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    if (remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** OTP sign-in up to the code step; the phone is the national number in the store's country (Saudi Arabia). */
  async requestOtp(nationalNumber: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('button', { name: 'OTP Sign In' }).click();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(nationalNumber);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    return new CodeStep(this.page, this.page.getByRole('dialog', { name: 'OTP Verification' }));
  }
}

/** The six-box code step, in the modal, the profile's dialog or the forgot-password flow. */
export class CodeStep {
  constructor(
    readonly page: Page,
    readonly scope: ReturnType<Page['getByRole']>,
  ) {}

  get boxes() {
    return this.scope.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  }

  /** The code from the demo hint ('For demo purpose use otp 123456'), shown while the demo setting is on. */
  async demoCode(): Promise<string> {
    const hint = this.scope.getByText(/^For demo purpose use otp \d{6}$/);
    await expect(hint).toBeVisible();
    return (await hint.textContent())!.match(/\d{6}/)![0];
  }

  async enter(code: string) {
    await this.boxes.first().fill(code);
  }

  verifyButton(name = 'Verify') {
    return this.scope.getByRole('button', { name, exact: true });
  }
}

/** The avatar menu in the header, by the first name it shows. */
export function accountMenuButton(page: Page, firstName: string) {
  return header(page).getByRole('button', { name: `Account menu: ${firstName}` });
}

let accounts = 0;

/** A new account made through the API (sign-up answers a token at once), unique per call. */
export async function createAccount(request: APIRequestContext, name = 'Layla Test') {
  accounts += 1;
  const stamp = `${Date.now() % 1e7}${accounts}`.padStart(8, '0').slice(-8);
  const account = { name, email: `e2e-${stamp}@souq.example`, phone: `+96655${stamp}`, password: 'secret-pass' };
  const response = await request.post('/api/v1/auth/sign-up', {
    data: { ...account, confirm_password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token, firstName: name.split(' ')[0] };
}

/** Signs the browser in with a token, the way the session action does: the HttpOnly cookie. */
export async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'souq_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * Tokens of accounts signed in through the API, reused while the API still
 * accepts them: many journeys act as the demo customer, and the API allows
 * an account only 10 sign-ins per 10 minutes (decision 8).
 */
const signedIn = new Map<string, string>();

/** Signs in through the API (or reuses a live token of the account) and hands the browser the token. */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  contact: string,
  password: string,
) {
  const known = signedIn.get(contact);
  if (known && (await request.get('/api/v1/customer/info', { headers: { authorization: `Bearer ${known}` } })).ok()) {
    await useToken(context, baseURL, known);
    return known;
  }
  const response = await request.post('/api/v1/auth/login', {
    data: { email_or_phone: contact, password, login_type: 'manual' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  signedIn.set(contact, token);
  await useToken(context, baseURL, token);
  return token;
}
