/**
 * /api/v1/auth/*: guests, sign-in variants, sign-up, verification, profile
 * completion, password reset, social and Firebase sign-in, logout. Bodies
 * are validated by the flows (rules depend on login_type and
 * verification_method); the schemas here document them.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { readGuestId, requireCustomer } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import type { MessageJson } from '../../http/reply.ts';
import type { Caller } from './deps.ts';
import type { OtpSentAnswer } from './login.ts';
import type { ResetCodeSentJson } from './password-reset.ts';
import type { LoginAnswer } from './sessions.ts';
import './messages.ts';

/** auth/guest/request: a new guest id. */
export interface GuestIdJson {
  message: string;
  guest_id: string;
}
/** auth/sign-up, verify-phone, update-info: the login answer (spec §3). */
export type LoginJson = LoginAnswer;
/** auth/login: the login answer, or (OTP sign-in's first step) that a code was sent. */
export type SignInJson = LoginAnswer | OtpSentAnswer;
export type { ResetCodeSentJson };

const loginAnswer = z.object({
  token: z.string().nullable(),
  is_phone_verified: z.number(),
  is_email_verified: z.number(),
  is_personal_info: z.number(),
  is_exist_user: z.object({ name: z.string(), image: z.string().nullable() }).nullable(),
  login_type: z.string(),
  email: z.string().nullable(),
  temp_token: z.string().optional(),
  verification_medium: z.enum(['phone', 'email']).optional(),
  message: z.string().optional(),
  demo_otp: z.string().optional().describe('Only when the store runs in demo mode'),
});

const message = z.object({ message: z.string(), demo_otp: z.string().optional() });
/** Digits may arrive as JSON numbers from some clients; the flows normalise them. */
const digits = z.union([z.string(), z.number()]).optional();
const guestId = z
  .union([z.string(), z.number()])
  .nullish()
  .describe('Issued by auth/guest/request; the guest data moves to the account on sign-in');
/** Documents a body without refusing what old clients send (null for absent fields, extra fields). */
const doc = (shape: Record<string, z.ZodType>) =>
  z.looseObject(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.nullish()]))).nullish();

export function callerOf(request: FastifyRequest): Caller {
  return {
    locale: request.ctx.locale,
    guestId: readGuestId(request),
    client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    log: request.log,
  };
}

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const accounts = ctx.accounts;

    app.post(
      '/auth/guest/request',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Issue a guest id (signed by the server, unguessable) for a shopper without an account; never limited',
          body: doc({ fcm_token: z.string().nullish() }),
          response: { 200: z.object({ message: z.string(), guest_id: z.string() }) },
        },
      },
      async (request): Promise<GuestIdJson> => {
        // Never refused: a signed id costs no write (issue 13, item 5); what a guest later writes is limited.
        const fcm = (request.body as { fcm_token?: unknown } | undefined)?.fcm_token;
        const id = await accounts.issueGuest({
          ip: request.ip,
          fcmToken: typeof fcm === 'string' ? fcm.slice(0, 500) : null,
        });
        return { message: ctx.t(request, 'Guest verified'), guest_id: id };
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in: manual (email_or_phone + password), otp (phone, then phone + otp) or social (see auth/social-login)',
          body: doc({
            login_type: z.enum(['manual', 'otp', 'social']).optional(),
            email_or_phone: digits,
            password: z.string().optional(),
            field_type: z.enum(['phone', 'email']).optional(),
            phone: digits,
            otp: digits,
            verified: z
              .union([z.string(), z.boolean(), z.number()])
              .optional()
              .describe('The answer to "Is It You?": yes or no'),
            guest_id: guestId,
          }),
          response: { 200: z.union([loginAnswer, message]) },
        },
      },
      async (request): Promise<SignInJson> => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const type = body.login_type ?? 'manual';
        if (type === 'manual') return accounts.manualLogin(body, callerOf(request));
        if (type === 'otp') return accounts.otpLogin(body, callerOf(request));
        if (type === 'social') return accounts.socialLogin(body, callerOf(request));
        throw badRequest('login_type', 'The login_type field is invalid.');
      },
    );

    app.post(
      '/auth/sign-up',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account with a password; the name is split on its first space',
          body: doc({
            name: z.string().optional(),
            email: z.string().optional(),
            phone: digits,
            password: z.string().optional(),
            confirm_password: z.string().optional(),
            ref_code: z.string().nullish(),
            guest_id: guestId,
          }),
          response: { 200: loginAnswer },
        },
      },
      async (request): Promise<LoginJson> => accounts.signUp(request.body, callerOf(request)),
    );

    app.post(
      '/auth/verify-phone',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verify a phone or email with the code sent at sign-up or sign-in (login_type otp: OTP sign-in)',
          body: doc({
            verification_type: z.enum(['phone', 'email']).optional(),
            phone: digits,
            email: z.string().optional(),
            otp: digits,
            login_type: z.enum(['manual', 'otp']).optional(),
            verified: z.union([z.string(), z.boolean(), z.number()]).optional(),
            guest_id: guestId,
          }),
          response: { 200: loginAnswer },
        },
      },
      async (request): Promise<LoginJson> => accounts.verifyContact(request.body, callerOf(request)),
    );

    app.post(
      '/auth/update-info',
      {
        schema: {
          tags: ['auth'],
          summary: 'Complete the profile after an OTP or social sign-in (is_personal_info 0), with its temp_token',
          body: doc({
            temp_token: z.string().optional(),
            name: z.string().optional(),
            email: z.string().optional(),
            phone: digits,
            ref_code: z.string().nullish(),
            guest_id: guestId,
          }),
          response: { 200: loginAnswer },
        },
      },
      async (request): Promise<LoginJson> => accounts.updateInfo(request.body, callerOf(request)),
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a password-reset code to a phone or email',
          body: doc({
            verification_method: z.enum(['phone', 'email']).optional(),
            phone: digits,
            email: z.string().optional(),
          }),
          response: { 200: message },
        },
      },
      async (request): Promise<ResetCodeSentJson> => accounts.forgotPassword(request.body, callerOf(request)),
    );

    app.post(
      '/auth/verify-token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check a password-reset code before asking for the new password',
          body: doc({
            verification_method: z.enum(['phone', 'email']).optional(),
            phone: digits,
            email: z.string().optional(),
            reset_token: digits,
          }),
          response: { 200: message },
        },
      },
      async (request): Promise<MessageJson> => accounts.verifyResetCode(request.body, callerOf(request)),
    );

    app.route({
      method: ['PUT', 'POST'],
      url: '/auth/reset-password',
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code; every session of the account ends',
        body: doc({
          verification_method: z.enum(['phone', 'email']).optional(),
          phone: digits,
          email: z.string().optional(),
          reset_token: digits,
          password: z.string().optional(),
          confirm_password: z.string().optional(),
        }),
        response: { 200: message },
      },
      handler: async (request): Promise<MessageJson> => accounts.resetPassword(request.body, callerOf(request)),
    });

    for (const [url, register] of [
      ['/auth/social-login', false],
      ['/auth/social-register', true],
    ] as const) {
      app.post(
        url,
        {
          schema: {
            tags: ['auth'],
            summary: register
              ? 'Social sign-in that may also give a phone number'
              : 'Sign in with a Google, Facebook or Apple ID token',
            body: doc({
              medium: z.enum(['google', 'facebook', 'apple']).optional(),
              token: z.string().optional().describe("The provider's ID token"),
              id_token: z.string().optional(),
              email: z.string().optional(),
              unique_id: z.string().optional(),
              phone: digits,
              verified: z.union([z.string(), z.boolean(), z.number()]).optional(),
              guest_id: guestId,
            }),
            response: { 200: loginAnswer },
          },
        },
        async (request) => accounts.socialLogin(request.body, callerOf(request), { register }),
      );
    }

    for (const [url, reset] of [
      ['/auth/firebase-verify-token', false],
      ['/auth/firebase-reset-password', true],
    ] as const) {
      app.route({
        method: ['POST', 'PUT'],
        url,
        schema: {
          tags: ['auth'],
          summary: reset
            ? 'Open a password reset with a Firebase-verified phone'
            : 'Sign in or verify a phone with Firebase phone verification',
          body: doc({
            session_info: z.string().optional(),
            sessionInfo: z.string().optional(),
            phone: digits,
            phoneNumber: digits,
            otp: digits,
            code: digits,
            is_reset_token: z.union([z.boolean(), z.number(), z.string()]).optional(),
            login_type: z.enum(['manual', 'otp']).optional(),
            guest_id: guestId,
          }),
        },
        handler: async (request) =>
          accounts.firebaseVerify(
            reset ? { ...(request.body as object), is_reset_token: true } : request.body,
            callerOf(request),
          ),
      });
    }

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: the bearer token of this request stops working',
          response: { 200: message },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        await accounts.endSession(session);
        return { message: ctx.t(request, 'Logout successful.') };
      },
    );
  };
