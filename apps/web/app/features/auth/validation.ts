/**
 * What the account forms check before sending (spec §5), with the spec's
 * own messages (as message keys, so Arabic pages show Arabic). The API
 * checks the same again; these only spare a round trip.
 * Each check returns the first problem per field; an empty object is valid.
 */
import { ACCEPTED_IMAGE_TYPES, isEmail, isPhone, LIMITS, westernDigits } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** The API's cap (LIMITS.passwordMaxLength). */
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMaxLength;

const blank = (value: string | undefined) => !value || !value.trim();

function collect<F extends string>(checks: [F, MessageKey | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, problem] of checks) if (problem && !errors[field]) errors[field] = problem;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

function passwordProblem(password: string, messages: { required: MessageKey; short: MessageKey }): MessageKey | null {
  if (!password) return messages.required;
  if (password.length < LIMITS.passwordMinLength) return messages.short;
  if (password.length > PASSWORD_MAX_LENGTH) return 'validation.passwordTooLong';
  return null;
}

function confirmProblem(password: string, confirm: string, required: MessageKey): MessageKey | null {
  if (!confirm) return required;
  return confirm === password ? null : 'validation.passwordsMustMatch';
}

/** Password sign-in: email or international phone, password of 6+ (the placeholder says 8: spec §5). */
export function checkSignIn(values: { emailOrPhone: string; password: string }) {
  return collect<'emailOrPhone' | 'password'>([
    ['emailOrPhone', blank(values.emailOrPhone) ? 'validation.emailOrPhoneRequired' : null],
    [
      'emailOrPhone',
      isEmail(values.emailOrPhone) || isPhone(values.emailOrPhone) ? null : 'validation.emailOrPhoneInvalid',
    ],
    [
      'password',
      passwordProblem(values.password, {
        required: 'validation.passwordRequired',
        short: 'validation.passwordTooShort',
      }),
    ],
  ]);
}

/** The phone of an OTP sign-in (the full international number). */
export function checkOtpPhone(phone: string) {
  return collect<'phone'>([
    ['phone', blank(phone) ? 'validation.otpPhoneRequired' : null],
    ['phone', isPhone(phone) ? null : 'validation.otpPhoneTooShort'],
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

export function checkSignUp(values: SignUpValues) {
  return collect<keyof SignUpValues>([
    ['name', blank(values.name) ? 'validation.nameRequired' : null],
    ['email', blank(values.email) ? 'validation.emailRequired' : null],
    ['email', isEmail(values.email) ? null : 'validation.emailInvalid'],
    ['phone', blank(values.phone) ? 'validation.phoneRequired' : null],
    ['phone', isPhone(values.phone) ? null : 'validation.phoneTooShort'],
    [
      'password',
      passwordProblem(values.password, { required: 'validation.passwordRequired', short: 'validation.passwordMin6' }),
    ],
    ['confirmPassword', confirmProblem(values.password, values.confirmPassword, 'validation.confirmPasswordRequired')],
    ['acceptedTerms', values.acceptedTerms ? null : 'validation.acceptTerms'],
  ]);
}

/** Forgot password, step 1: the phone or the email the code goes to. */
export function checkResetRequest(method: 'phone' | 'email', value: string) {
  if (method === 'phone') {
    return collect<'value'>([
      ['value', blank(value) ? 'validation.resetPhoneRequired' : null],
      ['value', isPhone(value) ? null : 'validation.resetPhoneDigits'],
    ]);
  }
  return collect<'value'>([
    ['value', blank(value) ? 'validation.resetEmailRequired' : null],
    ['value', isEmail(value) ? null : 'validation.resetEmailInvalid'],
  ]);
}

/** A one-time code: required, and exactly 6 digits (the submit stays disabled until then). */
export function checkCode(code: string) {
  return collect<'code'>([
    ['code', code ? null : 'validation.codeEmpty'],
    ['code', new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(code) ? null : 'validation.codeDigits'],
  ]);
}

export const isCompleteCode = (code: string) => Object.keys(checkCode(code)).length === 0;

/** Forgot password, step 3. */
export function checkNewPassword(values: { password: string; confirmPassword: string }) {
  return collect<'password' | 'confirmPassword'>([
    [
      'password',
      passwordProblem(values.password, {
        required: 'validation.newPasswordRequired',
        short: 'validation.passwordTooShort',
      }),
    ],
    ['confirmPassword', confirmProblem(values.password, values.confirmPassword, 'validation.newConfirmRequired')],
  ]);
}

/** After an OTP or social sign-in: the name, and whichever of email and phone the account lacks. */
export function checkUserInfo(
  values: { name: string; email: string; phone: string },
  needs: { email: boolean; phone: boolean },
) {
  return collect<'name' | 'email' | 'phone'>([
    ['name', blank(values.name) ? 'validation.nameRequired' : null],
    ['email', needs.email && blank(values.email) ? 'validation.emailRequired' : null],
    ['email', needs.email && !isEmail(values.email) ? 'validation.emailInvalid' : null],
    ['phone', needs.phone && blank(values.phone) ? 'validation.phoneRequired' : null],
    ['phone', needs.phone && !isPhone(values.phone) ? 'validation.phoneTooShort' : null],
  ]);
}

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** Asked with a new password when the account has one (issue 13, item 10). */
  currentPassword?: string;
  hasPassword?: boolean;
}

/** Edit Personal Details: name and email required; a new password only when typed, with the current one. */
export function checkProfile(values: ProfileValues) {
  const changingPassword = Boolean(values.password || values.confirmPassword);
  return collect<keyof ProfileValues>([
    ['name', blank(values.name) ? 'validation.firstNameRequired' : null],
    ['email', blank(values.email) ? 'validation.emailRequired' : null],
    ['email', isEmail(values.email) ? null : 'validation.emailInvalid'],
    ['phone', values.phone && !isPhone(values.phone) ? 'validation.phoneTooShort' : null],
    [
      'password',
      changingPassword
        ? passwordProblem(values.password, {
            required: 'validation.passwordRequired',
            short: 'validation.passwordMin6',
          })
        : null,
    ],
    [
      'confirmPassword',
      changingPassword
        ? confirmProblem(values.password, values.confirmPassword, 'validation.confirmPasswordRequired')
        : null,
    ],
    [
      'currentPassword',
      changingPassword && values.hasPassword && blank(values.currentPassword ?? '')
        ? 'validation.currentPasswordRequired'
        : null,
    ],
  ]);
}

/** Profile phone field: digits only, with an optional leading plus (spec §5). */
export function phoneFieldValue(typed: string): string {
  const plus = typed.trimStart().startsWith('+');
  return `${plus ? '+' : ''}${westernDigits(typed).replace(/\D/g, '')}`;
}

/** Profile photo (spec §5, §9): JPG, PNG, JPEG or GIF, at most 2 MB. */
export function checkProfileImage(file: { type: string; size: number }): MessageKey | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.imageFormat';
  if (file.size > LIMITS.profilePhotoMaxBytes) return 'validation.imageTooLarge';
  return null;
}
