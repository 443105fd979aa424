/**
 * Cart payloads as 6amMart clients send them (reference §6): JSON bodies
 * whose lists may also arrive as JSON-encoded strings, a `price` that is
 * accepted and ignored, and model names with or without their class prefix.
 */
import { z } from 'zod';
import { MAX_ID, num } from '../../http/schemas.ts';
import { blank as blankQuery } from '../catalog/index.ts';
import { CART_MESSAGES } from './messages.ts';

/** Bodies also carry null for absent fields. */
const blank = (value: unknown) => (value === null ? undefined : blankQuery(value));

export const MAX_QUANTITY = 1000;
const MAX_LIST = 50;

/** A list, or a JSON string of one ("[1,2]"), or "1,2". */
const list = (value: unknown) => {
  const v = blank(value);
  if (typeof v !== 'string') return v;
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
};

const positiveId = (message: string) =>
  num(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));

export const cartId = z.preprocess(blank, positiveId(CART_MESSAGES.cartIdRequired));

const quantity = num(
  z
    .number({ error: CART_MESSAGES.quantityMinimum })
    .int(CART_MESSAGES.quantityMinimum)
    .min(1, CART_MESSAGES.quantityMinimum)
    .max(MAX_QUANTITY, CART_MESSAGES.quantityMaximum),
);

/** 'Item', 'ItemCampaign', or the class names 'App\\Models\\Item' / 'AppModelsItemCampaign'. */
const model = z.preprocess(
  (value) => (typeof blank(value) === 'string' ? String(value).replace(/^App\\?Models\\?/, '') : blank(value)),
  z.enum(['Item', 'ItemCampaign'], { error: CART_MESSAGES.model }).optional(),
);

const lineFields = {
  guest_id: z.union([z.string(), z.number()]).nullish().describe('For guests: the id issued by auth/guest/request'),
  model: model.describe('Item, or ItemCampaign for a campaign item (campaign items need a signed-in customer)'),
  price: z.unknown().optional().describe('Accepted for compatibility and ignored: the server prices every line'),
  variation: z
    .preprocess(list, z.array(z.unknown(), { error: CART_MESSAGES.variationFormat }).max(MAX_LIST).optional())
    .describe(
      "Food: [{name, values: {label: [...]}}] (English or the item's translated names); other modules: [{type}]",
    ),
  add_on_ids: z.preprocess(list, z.array(positiveId(CART_MESSAGES.addOnIds)).max(MAX_LIST).optional()),
  add_on_qtys: z
    .preprocess(
      list,
      z
        .array(num(z.number({ error: CART_MESSAGES.addOnQuantity })))
        .max(MAX_LIST)
        .optional(),
    )
    .describe('Aligned by index with add_on_ids; 1 when missing'),
};

export const addBody = z.looseObject({
  ...lineFields,
  item_id: z.preprocess(blank, positiveId(CART_MESSAGES.itemIdRequired)),
  quantity: z.preprocess((value) => blank(value) ?? 1, quantity),
});

export const updateBody = z.looseObject({
  ...lineFields,
  cart_id: cartId,
  item_id: z.preprocess(blank, positiveId(CART_MESSAGES.itemIdInvalid).optional()),
  quantity: z.preprocess(blank, quantity.optional()).describe('The new quantity (not added to the current one)'),
});

/** The fields of a line payload the service reads. */
export function lineInput(body: z.output<typeof addBody> | z.output<typeof updateBody>) {
  return {
    itemId: body.item_id,
    model: body.model,
    quantity: body.quantity,
    variation: body.variation,
    addOnIds: body.add_on_ids,
    addOnQtys: body.add_on_qtys,
  };
}

export const cartIdQuery = z.looseObject({
  cart_id: cartId.optional(),
  guest_id: z.union([z.string(), z.number()]).nullish(),
});
export const guestQuery = z.looseObject({ guest_id: z.union([z.string(), z.number()]).nullish() });

/** A cart line as answered (documentation; the item is the full formatted item). */
export const cartLineDoc = z.looseObject({
  id: z.number(),
  cart_id: z.number(),
  item_id: z.number(),
  model: z.enum(['Item', 'ItemCampaign']),
  quantity: z.number(),
  price: z
    .number()
    .describe('Unit price × quantity, before discount, without add-ons (what old clients call totalPrice)'),
  unit_price: z.number(),
  discount_on_item: z.number().describe('Per unit'),
  add_on_price: z.number().describe('Σ add-on price × quantity, once per line'),
  total_price: z.number().describe('After discount, with add-ons'),
  variation: z.array(z.unknown()),
  add_on_ids: z.array(z.number()),
  add_on_qtys: z.array(z.number()),
  available: z.boolean(),
  problem: z
    .object({ code: z.string(), message: z.string() })
    .nullable()
    .describe('Why the line cannot be ordered as it is now'),
  item: z.looseObject({ id: z.number(), name: z.string(), addons: z.array(z.unknown()) }),
});
