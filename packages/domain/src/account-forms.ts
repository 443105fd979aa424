/**
 * The account forms' rules (spec §5, reference §3): sign-in, the OTP phone,
 * sign-up, forgot password (request, code, new password), the user info
 * asked after an OTP or social sign-in, and the profile — each field's
 * first problem, as a code with the spec's own English message
 * (ACCOUNT_FORM_MESSAGES). The storefront checks its forms with these
 * (showing the message key `validation.<code>`, so Arabic pages show
 * Arabic) and the API answers with the same messages; the API checks again.
 */
import { LIMITS } from './constants.ts';
import { isEmail, isPhone } from './contact.ts';

export const ACCOUNT_FORM_MESSAGES = {
  emailOrPhoneRequired: 'Email or phone number is required',
  emailOrPhoneInvalid: 'Must be a valid email or phone number',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Please enter your current password.',
  passwordTooShort: 'Password is too short - should be 6 chars minimum.',
  passwordTooLong: 'Password must not be longer than 128 characters.',
  otpPhoneRequired: 'Please give a phone number',
  otpPhoneTooShort: 'Number must be 10 digits',
  firstNameRequired: 'First name is required',
  nameRequired: 'name is required',
  emailInvalid: 'Must be a valid email',
  emailRequired: 'Email is required',
  phoneRequired: 'phone number required',
  phoneTooShort: 'Phone number must be at least 10 digits',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  acceptTerms: 'You must accept the terms and conditions',
  resetPhoneDigits: 'Phone number must be exactly 10 digits',
  resetPhoneRequired: 'Please provide a phone number',
  resetEmailRequired: 'Please provide an email address',
  resetEmailInvalid: 'Please enter a valid email address',
  codeEmpty: 'field is empty',
  codeDigits: 'The code must be 6 digits.',
  newPasswordRequired: 'No password provided.',
  newConfirmRequired: 'No Confirm Password provided.',
} as const;

export type AccountFormProblem = keyof typeof ACCOUNT_FORM_MESSAGES;
export type FormProblems<F extends string> = Partial<Record<F, AccountFormProblem>>;

const blank = (value: string | undefined) => !value || !value.trim();

/** The first problem of each field, in the order the checks are listed. */
function collect<F extends string>(checks: [F, AccountFormProblem | null][]): FormProblems<F> {
  const problems: FormProblems<F> = {};
  for (const [field, problem] of checks) if (problem && !problems[field]) problems[field] = problem;
  return problems;
}

export function passwordProblem(
  password: string,
  messages: { required: AccountFormProblem; short: AccountFormProblem },
): AccountFormProblem | null {
  if (!password) return messages.required;
  if (password.length < LIMITS.passwordMinLength) return messages.short;
  if (password.length > LIMITS.passwordMaxLength) return 'passwordTooLong';
  return null;
}

export function confirmProblem(password: string, confirm: string, required: AccountFormProblem) {
  if (!confirm) return required;
  return confirm === password ? null : 'passwordsMustMatch';
}

/** Password sign-in: email or international phone, password of 6+ (the placeholder says 8: spec §5). */
export function signInProblems(values: { emailOrPhone: string; password: string }) {
  return collect<'emailOrPhone' | 'password'>([
    ['emailOrPhone', blank(values.emailOrPhone) ? 'emailOrPhoneRequired' : null],
    ['emailOrPhone', isEmail(values.emailOrPhone) || isPhone(values.emailOrPhone) ? null : 'emailOrPhoneInvalid'],
    ['password', passwordProblem(values.password, { required: 'passwordRequired', short: 'passwordTooShort' })],
  ]);
}

/** The phone of an OTP sign-in (the full international number). */
export function otpPhoneProblems(phone: string) {
  return collect<'phone'>([
    ['phone', blank(phone) ? 'otpPhoneRequired' : null],
    ['phone', isPhone(phone) ? null : 'otpPhoneTooShort'],
  ]);
}

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export function signUpProblems(values: SignUpValues) {
  return collect<keyof SignUpValues>([
    ['name', blank(values.name) ? 'nameRequired' : null],
    ['email', blank(values.email) ? 'emailRequired' : null],
    ['email', isEmail(values.email) ? null : 'emailInvalid'],
    ['phone', blank(values.phone) ? 'phoneRequired' : null],
    ['phone', isPhone(values.phone) ? null : 'phoneTooShort'],
    ['password', passwordProblem(values.password, { required: 'passwordRequired', short: 'passwordMin6' })],
    ['confirmPassword', confirmProblem(values.password, values.confirmPassword, 'confirmPasswordRequired')],
    ['acceptedTerms', values.acceptedTerms ? null : 'acceptTerms'],
  ]);
}

/** A guest's account made while placing an order (create_new_user, reference §5.2: a password of 8 or more). */
export const CHECKOUT_ACCOUNT_PASSWORD_MIN = 8;

export function checkoutAccountProblems(values: { name: string; email: string; phone: string; password: string }) {
  const password = values.password;
  return collect<'name' | 'email' | 'phone' | 'password'>([
    ['name', blank(values.name) ? 'nameRequired' : null],
    ['phone', blank(values.phone) ? 'phoneRequired' : null],
    ['phone', isPhone(values.phone) ? null : 'phoneTooShort'],
    ['email', blank(values.email) ? 'emailRequired' : null],
    ['email', isEmail(values.email) ? null : 'emailInvalid'],
    ['password', passwordProblem(password, { required: 'passwordRequired', short: 'passwordMin8' })],
    ['password', password && password.length < CHECKOUT_ACCOUNT_PASSWORD_MIN ? 'passwordMin8' : null],
  ]);
}

/** Forgot password, step 1: the phone or the email the code goes to. */
export function resetRequestProblems(method: 'phone' | 'email', value: string) {
  if (method === 'phone')
    return collect<'value'>([
      ['value', blank(value) ? 'resetPhoneRequired' : null],
      ['value', isPhone(value) ? null : 'resetPhoneDigits'],
    ]);
  return collect<'value'>([
    ['value', blank(value) ? 'resetEmailRequired' : null],
    ['value', isEmail(value) ? null : 'resetEmailInvalid'],
  ]);
}

/** A one-time code: required, and exactly 6 digits. */
export function codeProblems(code: string) {
  return collect<'code'>([
    ['code', code ? null : 'codeEmpty'],
    ['code', new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(code) ? null : 'codeDigits'],
  ]);
}

/** Forgot password, step 3. */
export function newPasswordProblems(values: { password: string; confirmPassword: string }) {
  return collect<'password' | 'confirmPassword'>([
    ['password', passwordProblem(values.password, { required: 'newPasswordRequired', short: 'passwordTooShort' })],
    ['confirmPassword', confirmProblem(values.password, values.confirmPassword, 'newConfirmRequired')],
  ]);
}

/** After an OTP or social sign-in: the name, and whichever of email and phone the account lacks. */
export function userInfoProblems(
  values: { name: string; email: string; phone: string },
  needs: { email: boolean; phone: boolean },
) {
  return collect<'name' | 'email' | 'phone'>([
    ['name', blank(values.name) ? 'nameRequired' : null],
    ['email', needs.email && blank(values.email) ? 'emailRequired' : null],
    ['email', needs.email && !isEmail(values.email) ? 'emailInvalid' : null],
    ['phone', needs.phone && blank(values.phone) ? 'phoneRequired' : null],
    ['phone', needs.phone && !isPhone(values.phone) ? 'phoneTooShort' : null],
  ]);
}

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** Asked with a new password when the account has one. */
  currentPassword?: string;
  hasPassword?: boolean;
}

/** Edit Personal Details: name and email required; a new password only when typed, with the current one. */
export function profileProblems(values: ProfileValues) {
  const changingPassword = Boolean(values.password || values.confirmPassword);
  return collect<keyof ProfileValues>([
    ['name', blank(values.name) ? 'firstNameRequired' : null],
    ['email', blank(values.email) ? 'emailRequired' : null],
    ['email', isEmail(values.email) ? null : 'emailInvalid'],
    ['phone', values.phone && !isPhone(values.phone) ? 'phoneTooShort' : null],
    [
      'password',
      changingPassword
        ? passwordProblem(values.password, { required: 'passwordRequired', short: 'passwordMin6' })
        : null,
    ],
    [
      'confirmPassword',
      changingPassword ? confirmProblem(values.password, values.confirmPassword, 'confirmPasswordRequired') : null,
    ],
    [
      'currentPassword',
      changingPassword && values.hasPassword && blank(values.currentPassword ?? '') ? 'currentPasswordRequired' : null,
    ],
  ]);
}
