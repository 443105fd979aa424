/**
 * /api/v1/operator/settings/{key}: read and change one business setting
 * (guest checkout, the wallet, loyalty points, delivery charges…) without a
 * back office, for a script or the browser journeys that need the store set
 * another way. Secured by the operator token (http/operator.ts); without it
 * these routes do not exist. A change reaches /config and every price at
 * once: the settings service drops what it built from the old value.
 *
 *   GET /operator/settings/{key}  {key, value}
 *   PUT /operator/settings/{key}  {value}: only keys the store already has
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { addArabicMessages } from '../../http/messages.ts';
import { requireOperatorToken } from '../../http/operator.ts';

export const SETTING_MESSAGES = {
  notFound: 'Setting not found.',
  updated: 'Setting updated.',
} as const;

addArabicMessages({
  [SETTING_MESSAGES.notFound]: 'الإعداد غير موجود.',
  [SETTING_MESSAGES.updated]: 'تم تحديث الإعداد.',
});

const tags = ['operator'];
const params = z.object({ key: z.string().regex(/^[a-z0-9_]{1,100}$/) });
// Settings hold JSON: flags (1/0), amounts, and objects such as admin_free_delivery.
const body = z.object({
  value: z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.unknown()),
    z.record(z.string(), z.unknown()),
  ]),
});

export const settingsOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);

    async function stored(key: string): Promise<OperatorSettingJson> {
      const [row] = await ctx.db.query<OperatorSettingJson>('select key, value from business_settings where key = $1', [
        key,
      ]);
      if (!row) throw new AppError(404, 'key', SETTING_MESSAGES.notFound);
      return row;
    }

    app.get(
      '/operator/settings/:key',
      { schema: { tags, summary: 'One business setting as stored (operator token)', params } },
      async (request): Promise<OperatorSettingJson> => stored(request.params.key),
    );

    app.put(
      '/operator/settings/:key',
      { schema: { tags, summary: 'Change one business setting the store has (operator token)', params, body } },
      async (request): Promise<OperatorSettingSavedJson> => {
        await stored(request.params.key);
        await ctx.settings.set(request.params.key, request.body.value);
        return {
          message: ctx.t(request, SETTING_MESSAGES.updated),
          key: request.params.key,
          value: request.body.value,
        };
      },
    );
  };

/** operator/settings/:key: one business setting as stored (any JSON). */
export interface OperatorSettingJson {
  key: string;
  value: unknown;
}

/** operator/settings/:key (PUT): the setting as now stored. */
export type OperatorSettingSavedJson = OperatorSettingJson & { message: string };
