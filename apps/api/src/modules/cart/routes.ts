/**
 * /api/v1/customer/cart/*: the cart of a customer (bearer token) or a guest
 * (guest_id in the query or body), one per module (moduleId header). Every
 * call answers the whole cart of that module, as old clients rebuild theirs
 * from it; the success message travels in the x-message header
 * (percent-encoded UTF-8), since the body must stay a bare list.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { optionalCustomer, readGuestId, recordGuestWrite, requireOwner } from '../../http/auth.ts';
import { unprocessable } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import { CART_MESSAGES } from './messages.ts';
import {
  addBody,
  cartId as cartIdField,
  cartIdQuery,
  cartLineDoc,
  guestQuery,
  lineInput,
  updateBody,
} from './schemas.ts';
import type { CartCaller } from './service.ts';

const tags = ['cart'];
const EMPTY_LIST = Buffer.from('[]');

const cartList = { 200: z.array(cartLineDoc).describe('The whole cart of the module, oldest line first') };

export const cartRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const cart = ctx.cart;

    /** The owner (401 without one), then the module (moduleId required) and, to change lines, the zones. */
    async function callerOf(request: FastifyRequest, zone: 'required' | 'optional'): Promise<CartCaller> {
      const owner = await requireOwner(request);
      const scope = await ctx.catalog.scope(request, { zone, module: 'required' });
      return {
        owner,
        moduleId: scope.moduleId!,
        locale: request.ctx.locale,
        storeIds: scope.zoneIds ? scope.storeIds : null,
      };
    }

    /**
     * Clients load the cart before a module is chosen, and on their first
     * load may send guest_id=null before they have one: those calls answer
     * an empty cart instead of an error the client would toast on every
     * page (client-contract §4). A bad token is still a 401.
     */
    async function nothingToList(request: FastifyRequest): Promise<boolean> {
      const signedIn = Boolean(await optionalCustomer(request));
      if (request.ctx.moduleId === null && !request.ctx.moduleIdInvalid) return true;
      if (signedIn) return false;
      const raw = (request.query as { guest_id?: unknown }).guest_id;
      return typeof raw === 'string' && ['', 'null', 'undefined'].includes(raw.trim()) && !readGuestId(request);
    }

    /** The cart's JSON, with the success message (when there is one) in x-message. */
    const send = (request: FastifyRequest, reply: FastifyReply, json: Buffer, message?: string) => {
      if (message) reply.header('x-message', encodeURIComponent(ctx.t(request, message)));
      return sendSerializedJson(reply, json);
    };

    app.get(
      '/customer/cart/list',
      {
        schema: {
          tags,
          summary: "The cart of this module, lines priced at today's prices",
          querystring: guestQuery,
          response: cartList,
        },
      },
      async (request, reply) => {
        if (await nothingToList(request)) return sendSerializedJson(reply, EMPTY_LIST);
        return send(request, reply, await cart.list(await callerOf(request, 'optional')));
      },
    );

    app.post(
      '/customer/cart/add',
      {
        schema: {
          tags,
          summary: 'Add a line; the same item and variation again adds to that line',
          description:
            'Errors: 409 different_store (the cart holds another store: clear it first), 409 out_of_stock / variation_out_of_stock, ' +
            '422 out_of_limits (maximum_cart_quantity), 422 variation / add_on_ids, 401 login_required (campaign items), 404 item_id.',
          body: addBody,
          response: cartList,
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request, 'required');
        // A guest's first line makes the guest's row: the first guest write (issue 13, item 5).
        await recordGuestWrite(request, caller.owner);
        return send(request, reply, await cart.add(caller, lineInput(request.body)), CART_MESSAGES.added);
      },
    );

    const update = async (request: FastifyRequest<{ Body: z.output<typeof updateBody> }>, reply: FastifyReply) => {
      const caller = await callerOf(request, 'required');
      return send(
        request,
        reply,
        await cart.update(caller, request.body.cart_id, lineInput(request.body)),
        CART_MESSAGES.updated,
      );
    };
    const updateSchema = {
      tags,
      summary: 'Change a line: quantity (the new total), and variation and add-ons when sent',
      description:
        'Errors as for add, plus 404 cart_id (not a line of this cart) and 409 Item_already_exists (another line has that variation).',
      body: updateBody,
      response: cartList,
    };
    app.post('/customer/cart/update', { schema: updateSchema }, update);
    app.put('/customer/cart/update', { schema: { ...updateSchema, summary: `${updateSchema.summary} (PUT)` } }, update);

    app.delete(
      '/customer/cart/remove-item',
      {
        schema: {
          tags,
          summary: 'Remove one line (cart_id in the query or body)',
          querystring: cartIdQuery,
          response: cartList,
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request, 'optional');
        const body = request.body as { cart_id?: unknown } | undefined;
        // The body's cart_id (some clients send it there) is read by the same rule as the query's.
        const cartId = request.query.cart_id ?? cartIdField.safeParse(body?.cart_id).data;
        if (!cartId) throw unprocessable('cart_id', CART_MESSAGES.cartIdRequired);
        return send(request, reply, await cart.remove(caller, cartId), CART_MESSAGES.removed);
      },
    );

    app.delete(
      '/customer/cart/remove',
      { schema: { tags, summary: 'Empty the cart of this module', querystring: guestQuery, response: cartList } },
      async (request, reply) =>
        send(request, reply, await cart.clear(await callerOf(request, 'optional')), CART_MESSAGES.cleared),
    );
  };
