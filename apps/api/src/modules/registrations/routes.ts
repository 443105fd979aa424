/**
 * Joining Souq, 6amMart's routes (server-rules §3):
 *   POST auth/vendor/register    a store's application (multipart: name, name_ar | name[]+lang[], address…,
 *                                module_id, zone_id, latitude, longitude, logo, cover_photo,
 *                                minimum/maximum_delivery_time, delivery_time_type, tax, f_name, l_name,
 *                                phone, email, password, business_plan, package_id)
 *   POST auth/delivery-man/store a courier's application (multipart: f_name, l_name, phone, email, password,
 *                                zone_id, vehicle_type, earning, identity_type, identity_number,
 *                                identity_image[], image)
 *   GET  vendor/package-view     the subscription packages a store may choose
 * Nobody is signed in to apply, so submissions are limited per IP.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { acceptImageUploads, checkImages, imagesOf } from '../../http/uploads.ts';
import { enforceLimits } from '../auth/index.ts';
import { courierInput, storeInput } from './input.ts';
import { M } from './messages.ts';

const tags = ['registration'];
/** Applications from one address: enough for a family or an office, not for a script filling the queue. */
export const APPLICATIONS_PER_IP = { name: 'application-ip', limit: 10, windowSeconds: 60 * 60 };
const submitted = z.object({ message: z.string(), application_id: z.number(), status: z.literal('pending') });

function oneImage(body: unknown, field: string) {
  const [image] = checkImages(imagesOf(body, field).slice(0, 1), field);
  return image ?? null;
}

export const registrationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Courier: a photo and up to 3 identity images; store: logo and cover. 40 text fields cover either form.
    await acceptImageUploads(app, { files: 4, fields: 40 });
    const service = ctx.registrations;

    app.get(
      '/vendor/package-view',
      { schema: { tags, summary: 'Subscription packages a new store may choose instead of the commission' } },
      async (request): Promise<PackagesJson> => ({ packages: await service.packages(request.ctx.locale) }),
    );

    app.post(
      '/auth/vendor/register',
      {
        schema: {
          tags,
          summary: "A store's application to join (pending until an operator approves it)",
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: submitted },
        },
      },
      async (request): Promise<ApplicationSubmittedJson> => {
        await enforceLimits(ctx.rateLimiter, [[APPLICATIONS_PER_IP, request.ip]]);
        const id = await service.submitStore(storeInput(request.body), {
          logo: oneImage(request.body, 'logo'),
          cover: oneImage(request.body, 'cover_photo'),
        });
        return { message: ctx.t(request, M.storeSubmitted), application_id: id, status: 'pending' as const };
      },
    );

    app.post(
      '/auth/delivery-man/store',
      {
        schema: {
          tags,
          summary: "A delivery man's application to join (pending until an operator approves it)",
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: submitted },
        },
      },
      async (request): Promise<ApplicationSubmittedJson> => {
        await enforceLimits(ctx.rateLimiter, [[APPLICATIONS_PER_IP, request.ip]]);
        const id = await service.submitCourier(courierInput(request.body), {
          photo: oneImage(request.body, 'image'),
          identity: checkImages(imagesOf(request.body, 'identity_image'), 'identity_image'),
        });
        return { message: ctx.t(request, M.courierSubmitted), application_id: id, status: 'pending' as const };
      },
    );
  };

/** vendor/package-view: the subscription packages a new store may choose. */
export interface PackagesJson {
  packages: Awaited<ReturnType<AppContext['registrations']['packages']>>;
}

/** auth/vendor/register and auth/delivery-man/store: the application is in, waiting for an operator. */
export interface ApplicationSubmittedJson {
  message: string;
  application_id: number;
  status: 'pending';
}
