/**
 * /api/v1/customer/*: the signed-in customer's profile (info, update with
 * photo and verified phone/email changes, interests, push token, removal).
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@souq/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { validate } from '../../http/validate.ts';
import { callerOf } from '../auth/index.ts';
import type { UploadedFile } from './profile-image.ts';
import { pushTokenBody } from './service.ts';
import './messages.ts';
import type { MessageJson } from '../../http/reply.ts';
import type { ProfileChangeAnswer } from './service.ts';

const message = z.object({ message: z.string() });

/** Buffers an uploaded file (at most the photo limit plus one byte, so oversize is detectable). */
async function bufferFile(part: MultipartFile & { value?: unknown }) {
  const data = await part.toBuffer();
  const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
  part.value = file;
}

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: bufferFile,
      throwFileSizeLimit: false,
      limits: { fileSize: LIMITS.profilePhotoMaxBytes, files: 1, fields: 30, fieldSize: 64 * 1024 },
    });

    app.get(
      '/customer/info',
      {
        schema: {
          tags: ['customer'],
          summary: 'The signed-in customer: profile, wallet, loyalty, referral code, first-order discount',
        },
      },
      async (request): Promise<CustomerInfoJson> =>
        ctx.customers.info(await requireCustomer(request), request.ctx.locale),
    );

    app.post(
      '/customer/update-profile',
      {
        schema: {
          tags: ['customer'],
          summary:
            'Update name, email, phone, photo (JPG/PNG/GIF ≤ 2 MB) or password; a new phone or email may first need a code',
          consumes: ['multipart/form-data', 'application/json'],
          description:
            'Fields: name (or f_name + l_name), email, phone, image (file), password + confirm_password, otp + verification_medium. ' +
            'When a changed phone or email must be verified, the answer is {message, verification_on: true, verification_medium} ' +
            'and nothing changes until the same form is sent again with otp.',
        },
      },
      async (request): Promise<ProfileChangeJson> =>
        ctx.customers.updateProfile(await requireCustomer(request), request.body, callerOf(request)),
    );

    app.post(
      '/customer/update-interest',
      {
        schema: {
          tags: ['customer'],
          summary: "Add category ids to the customer's interests (and the current module to their modules)",
          body: z.looseObject({ interest: z.unknown().optional().describe('A list of category ids') }),
          response: { 200: message },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        await ctx.customers.updateInterest(session, request.body, request.ctx.moduleId);
        return { message: ctx.t(request, 'Interests updated successfully.') };
      },
    );

    app.route({
      method: ['PUT', 'POST'],
      url: '/customer/cm-firebase-token',
      schema: {
        tags: ['customer'],
        summary: 'Store the device push-notification token',
        body: z.looseObject({ cm_firebase_token: z.string().nullish() }),
        response: { 200: message },
      },
      handler: async (request) => {
        const session = await requireCustomer(request);
        const { cm_firebase_token } = validate(pushTokenBody, request.body);
        await ctx.customers.setPushToken(session, cm_firebase_token);
        return { message: ctx.t(request, 'Push notification token updated.') };
      },
    });

    app.delete(
      '/customer/remove-account',
      {
        schema: {
          tags: ['customer'],
          summary: 'Delete the account: sessions end, personal data is erased',
          response: { 200: message },
        },
      },
      async (request): Promise<MessageJson> => {
        await ctx.customers.removeAccount(await requireCustomer(request));
        return { message: ctx.t(request, 'Account has been deleted') };
      },
    );
  };

/** customer/info: the signed-in customer's profile, wallet, referral code and first-order discount. */
export type CustomerInfoJson = Awaited<ReturnType<AppContext['customers']['info']>>;

/** customer/update-profile: saved, or (a changed phone or email) a code was sent to verify it first. */
export type ProfileChangeJson = ProfileChangeAnswer;
