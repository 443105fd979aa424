/**
 * Request payloads of the auth routes with the spec's own messages (§5).
 * Old clients' shapes are accepted too: {phone, password} for a manual
 * sign-in, f_name/l_name instead of name.
 */
import { z } from 'zod';
import { ACCOUNT_FORM_MESSAGES as F, isEmail, isPhone, LIMITS } from '@souq/domain';

/** A required text field: missing, null and blank all answer `required`. */
export const requiredText = (required: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: required }).trim().min(1, required),
  );

export const optionalText = z.preprocess(
  (v) =>
    v === null || v === undefined || v === '' || v === 'null' ? undefined : typeof v === 'number' ? String(v) : v,
  z.string().trim().optional(),
);

export const phoneField = (required: string, invalid: string) => requiredText(required).refine(isPhone, invalid);
export const emailField = (required: string, invalid: string) => requiredText(required).refine(isEmail, invalid);

export const PASSWORD_MAX_LENGTH = LIMITS.passwordMaxLength;
const TOO_LONG_PASSWORD = F.passwordTooLong;

export const nameField = requiredText(F.nameRequired).pipe(
  z.string().max(100, 'The name must not be longer than 100 characters.'),
);

export const manualLoginBody = z.object({
  email_or_phone: requiredText(F.emailOrPhoneRequired).refine((v) => isEmail(v) || isPhone(v), F.emailOrPhoneInvalid),
  password: z
    .string({ error: F.passwordRequired })
    .min(1, F.passwordRequired)
    .min(LIMITS.passwordMinLength, F.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, TOO_LONG_PASSWORD),
  field_type: z.enum(['phone', 'email']).optional().catch(undefined),
});

/** yes / no answer the "Is It You?" question; anything else asks it. */
const verifiedAnswer = z.preprocess(
  (v) => (v === 'yes' || v === 'no' ? v : v === true || v === 1 || v === '1' || v === 'true' ? 'yes' : 'default'),
  z.enum(['yes', 'no', 'default']),
);

export const otpLoginBody = z.object({
  phone: phoneField(F.otpPhoneRequired, F.otpPhoneTooShort),
  otp: optionalText,
  verified: verifiedAnswer,
});

const passwordPair = <T extends z.ZodRawShape>(
  shape: T,
  messages: { required: string; short: string; confirm: string },
) =>
  z
    .object({
      ...shape,
      password: z
        .string({ error: messages.required })
        .min(1, messages.required)
        .min(LIMITS.passwordMinLength, messages.short)
        .max(PASSWORD_MAX_LENGTH, TOO_LONG_PASSWORD),
      confirm_password: z.string({ error: messages.confirm }).min(1, messages.confirm),
    })
    .refine(
      (body) => (body as { password: string }).password === (body as { confirm_password: string }).confirm_password,
      {
        message: F.passwordsMustMatch,
        path: ['confirm_password'],
      },
    );

export const signUpBody = passwordPair(
  {
    name: nameField,
    email: emailField(F.emailRequired, F.emailInvalid),
    phone: phoneField(F.phoneRequired, F.phoneTooShort),
    ref_code: optionalText,
  },
  {
    required: F.passwordRequired,
    short: F.passwordMin6,
    confirm: F.confirmPasswordRequired,
  },
);

export const verifyContactBody = z.object({
  verification_type: z.enum(['phone', 'email'], { error: 'The verification_type field is invalid.' }),
  phone: optionalText,
  email: optionalText,
  otp: requiredText(F.codeEmpty),
  login_type: z.enum(['manual', 'otp']).catch('manual'),
  verified: verifiedAnswer,
});

export const updateInfoBody = z.object({
  temp_token: requiredText('Your sign-in has expired. Please sign in again.'),
  name: nameField,
  email: optionalText,
  phone: optionalText,
  ref_code: optionalText,
  login_type: optionalText,
});

export const forgotPasswordBody = z.discriminatedUnion('verification_method', [
  z.object({
    verification_method: z.literal('phone'),
    phone: phoneField(F.resetPhoneRequired, F.resetPhoneDigits),
  }),
  z.object({
    verification_method: z.literal('email'),
    email: emailField(F.resetEmailRequired, F.resetEmailInvalid),
  }),
]);

export const resetCode = requiredText(F.codeEmpty).refine((v) => /^\d{6}$/.test(v), F.codeDigits);

export const verifyResetBody = z.intersection(forgotPasswordBody, z.object({ reset_token: resetCode }));

export const resetPasswordBody = z.intersection(
  forgotPasswordBody,
  passwordPair(
    { reset_token: resetCode },
    {
      required: F.newPasswordRequired,
      short: F.passwordTooShort,
      confirm: F.newConfirmRequired,
    },
  ),
);

export const socialLoginBody = z.object({
  medium: z.enum(['google', 'facebook', 'apple'], { error: 'The medium field is invalid.' }),
  /** The provider's ID token (id_token is the legacy register field). */
  token: requiredText('The token field is required.'),
  unique_id: optionalText,
  email: optionalText,
  phone: optionalText,
  verified: verifiedAnswer,
});

export const firebaseVerifyBody = z.object({
  session_info: requiredText('The session_info field is required.'),
  phone: phoneField(F.otpPhoneRequired, F.otpPhoneTooShort),
  otp: requiredText(F.codeEmpty),
  is_reset_token: z.preprocess((v) => v === 1 || v === '1' || v === true || v === 'true', z.boolean()),
  login_type: z.enum(['manual', 'otp']).catch('otp'),
  verified: verifiedAnswer,
});

/** Folds the old clients' field names into today's. */
export function withLegacyFields(body: unknown): Record<string, unknown> {
  const b = { ...((body && typeof body === 'object' ? body : {}) as Record<string, unknown>) };
  if (b.email_or_phone === undefined && (b.phone !== undefined || b.email !== undefined) && b.password !== undefined) {
    b.email_or_phone = b.phone ?? b.email;
    b.field_type ??= b.phone !== undefined ? 'phone' : 'email';
  }
  if (b.name === undefined && (b.f_name !== undefined || b.l_name !== undefined)) {
    b.name = [b.f_name, b.l_name].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  }
  if (b.verification_method === undefined)
    b.verification_method = b.email !== undefined && b.phone === undefined ? 'email' : 'phone';
  if (b.session_info === undefined) b.session_info = b.sessionInfo;
  if (b.phone === undefined && b.phoneNumber !== undefined) b.phone = b.phoneNumber;
  if (b.otp === undefined && b.code !== undefined) b.otp = b.code;
  if (b.token === undefined && b.id_token !== undefined) b.token = b.id_token;
  return b;
}
