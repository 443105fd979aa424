/**
 * What the account forms check before sending (spec §5): the domain's
 * account-form rules (the API answers with the same messages), shown as
 * message keys `validation.<code>`, so Arabic pages show Arabic. The API
 * checks the same again; these only spare a round trip.
 * Each check returns the first problem per field; an empty object is valid.
 */
import {
  ACCEPTED_IMAGE_TYPES,
  codeProblems,
  LIMITS,
  newPasswordProblems,
  otpPhoneProblems,
  profileProblems,
  resetRequestProblems,
  signInProblems,
  signUpProblems,
  userInfoProblems,
  westernDigits,
  type FormProblems,
  type ProfileValues,
  type SignUpValues,
} from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';

export type { ProfileValues, SignUpValues };
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** The API's cap (LIMITS.passwordMaxLength). */
export const PASSWORD_MAX_LENGTH = LIMITS.passwordMaxLength;

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The domain's problems as the page's message keys. */
function keysOf<F extends string>(problems: FormProblems<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, code] of Object.entries(problems) as [F, string][])
    errors[field] = `validation.${code}` as MessageKey;
  return errors;
}

export const checkSignIn = (values: { emailOrPhone: string; password: string }) => keysOf(signInProblems(values));
export const checkOtpPhone = (phone: string) => keysOf(otpPhoneProblems(phone));
export const checkSignUp = (values: SignUpValues) => keysOf(signUpProblems(values));
export const checkResetRequest = (method: 'phone' | 'email', value: string) =>
  keysOf(resetRequestProblems(method, value));
export const checkCode = (code: string) => keysOf(codeProblems(code));
export const isCompleteCode = (code: string) => Object.keys(codeProblems(code)).length === 0;
export const checkNewPassword = (values: { password: string; confirmPassword: string }) =>
  keysOf(newPasswordProblems(values));
export const checkUserInfo = (
  values: { name: string; email: string; phone: string },
  needs: { email: boolean; phone: boolean },
) => keysOf(userInfoProblems(values, needs));
export const checkProfile = (values: ProfileValues) => keysOf(profileProblems(values));

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
