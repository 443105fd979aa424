/** /api/v1/customer/address/*: a signed-in customer's saved addresses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { latitude, limit, longitude, offset, MAX_ID, num } from '../../http/schemas.ts';
import { ADDRESS_FORM_MESSAGES as F, ADDRESS_LIMITS as L } from '@souq/domain';
import { optionalText, requiredText } from '../auth/index.ts';
import './messages.ts';
import type { MessageJson } from '../../http/reply.ts';

const shortText = (max: number) => optionalText.pipe(z.string().max(max).optional());

const addressBody = z.looseObject({
  // The address form's rules (spec §5), the storefront's too: the domain's messages and bounds.
  address: requiredText(F.addressRequired).pipe(z.string().max(L.addressMax)),
  contact_person_name: requiredText(F.contactNameRequired).pipe(z.string().max(L.contactNameMax)),
  contact_person_number: requiredText(F.contactPhoneRequired).pipe(z.string().max(L.contactPhoneMax)),
  address_type: shortText(50).describe('home, office or other'),
  address_label: shortText(50).describe('Shown instead of the type, e.g. "Grandma\'s house"'),
  latitude,
  longitude,
  floor: shortText(50),
  road: shortText(255),
  house: shortText(100),
  additional_information: shortText(500),
});

const addressId = num(z.number({ error: 'The address_id field is required.' }).int().positive().max(MAX_ID));

export const addressRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/address/list',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Saved addresses, newest first, each with the zones it is in (zone_ids)',
          querystring: z.object({ limit: limit.default(50), offset }),
        },
      },
      async (request): Promise<AddressListJson> => {
        const session = await requireCustomer(request);
        return ctx.addresses.list(session.userId, request.query);
      },
    );

    app.post(
      '/customer/address/add',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Save an address; its point must be inside a delivery zone',
          body: addressBody,
        },
      },
      async (request): Promise<AddressAddedJson> => {
        const session = await requireCustomer(request);
        const saved = await ctx.addresses.add(session.userId, request.body);
        return { message: ctx.t(request, 'Address added successfully.'), id: saved.address.id, ...saved };
      },
    );

    app.put(
      '/customer/address/update/:id',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Change a saved address of the signed-in customer',
          params: z.object({ id: addressId }),
          body: addressBody,
        },
      },
      async (request): Promise<AddressUpdatedJson> => {
        const session = await requireCustomer(request);
        const saved = await ctx.addresses.update(session.userId, request.params.id, request.body);
        return { message: ctx.t(request, 'Address updated successfully.'), ...saved };
      },
    );

    app.delete(
      '/customer/address/delete',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Delete a saved address (address_id in the query)',
          querystring: z.object({ address_id: addressId }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        await ctx.addresses.remove(session.userId, request.query.address_id);
        return { message: ctx.t(request, 'Address deleted successfully.') };
      },
    );
  };

/** customer/address/list: a page of saved addresses, each with the zones it is in. */
export type AddressListJson = Awaited<ReturnType<AppContext['addresses']['list']>>;

/** customer/address/add: the saved address (and its id at the top, as 6amMart clients read it). */
export type AddressAddedJson = MessageJson & { id: number } & Awaited<ReturnType<AppContext['addresses']['add']>>;
/** customer/address/update/:id: the saved address. */
export type AddressUpdatedJson = MessageJson & Awaited<ReturnType<AppContext['addresses']['update']>>;
