/**
 * buildApp assembles the API on a database without listening, so tests run
 * it in process and the one-process server mounts the web app beside it.
 */
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@souq/db';
import { createAppContext, type AppContext } from './app-context.ts';
import type { Env } from './env.ts';
import { readContext } from './http/context.ts';
import { parseJsonBodies } from './http/json-body.ts';
import { registerErrorHandling, routeNotFound } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOverloadGuard } from './http/overload.ts';
import { clientErrorHandler, frameworkErrors, registerInputRules } from './http/boundary.ts';
import { requireOperatorToken, splitOperatorPaths } from './http/operator.ts';
import { registerHealthRoutes } from './http/health.ts';
import { closeConnectionsWhenClosing } from './lib/shutdown.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { cashbackRoutes } from './modules/cashback/index.ts';
import { categoryRoutes } from './modules/categories/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { couponRoutes } from './modules/coupons/index.ts';
import { offlinePaymentRoutes, paymentPageRoutes } from './modules/payments/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { configRoutes } from './modules/config/index.ts';
import { customerRoutes } from './modules/customers/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { itemRoutes } from './modules/items/index.ts';
import { moduleRoutes } from './modules/modules/index.ts';
import { orderFileRoutes, orderLifecycleRoutes, operatorRoutes } from './modules/orders/index.ts';
import { loyaltyRoutes } from './modules/loyalty/index.ts';
import { settingsOperatorRoutes } from './modules/settings/index.ts';
import { parcelRoutes } from './modules/parcel/index.ts';
import { rentalOperatorRoutes, rentalRoutes } from './modules/rental/index.ts';
import { promotionRoutes } from './modules/promotions/index.ts';
import { recommendationRoutes } from './modules/recommendations/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { storageRoutes } from './modules/storage/index.ts';
import { storeRoutes } from './modules/stores/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import { zoneRoutes } from './modules/zones/index.ts';
import { reviewOperatorRoutes, reviewRoutes } from './modules/reviews/index.ts';
import { chatOperatorRoutes, chatRoutes } from './modules/chat/index.ts';
import { registrationOperatorRoutes, registrationRoutes } from './modules/registrations/index.ts';
import { notificationOperatorRoutes, notificationRoutes } from './modules/notifications/index.ts';

/** Headers 6amMart clients send cross-origin; preflights must allow them. */
export const CLIENT_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'zoneid',
  'moduleid',
  'x-localization',
  'latitude',
  'longitude',
  'x-software-id',
  'x-server',
  'idempotency-key',
  'guest-id',
];

const OPERATOR_DOC_DESCRIPTION =
  'The back office side of Souq: every call needs the operator token (OPERATOR_TOKEN) as a bearer token or in X-Operator-Token; wrong tokens are limited per address.';

export interface BuildAppOptions {
  db: Database;
  env: Env;
}

export async function buildApp({ db, env }: BuildAppOptions): Promise<FastifyInstance & { souq: AppContext }> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // One line per request costs more than the request itself on cached routes.
    logController: new LogController({ disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace' }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // What is refused before routing or by Node's parser answers with the envelope too (issue 13, item 18).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // Every answer, refused ones included, carries the security headers (decision 21).
  registerSecurityHeaders(app, { publicUrl: env.PUBLIC_URL });
  // First of every request: past capacity, refuse at once instead of queuing (issue 21).
  registerOverloadGuard(app, {
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    maxLagMs: env.OVERLOAD_MAX_LAG_MS,
    sustainMs: 1000,
    retryAfterSeconds: 2,
    deadlineMs: env.REQUEST_DEADLINE_MS,
  });
  const ctx = createAppContext(db, env);
  let operatorDocument: object = {};
  app.decorate('souq', ctx);
  app.addHook('onClose', () => ctx.rateLimiter.close());
  // The demo simulator runs while the app does; it stops (finishing a step in progress) before the database closes.
  app.addHook('onReady', async () => ctx.orderLife.simulator.start());
  app.addHook('onReady', async () => ctx.rentals.simulator.start());
  app.addHook('onClose', () => ctx.rentals.simulator.stop());
  app.addHook('onClose', () => ctx.orderLife.close());
  // Carts and sessions are held in memory only while their change announcements are heard.
  app.addHook('onReady', async () => {
    await Promise.all([ctx.cart.start(), ctx.accounts.start(), ctx.chatLive.start(), ctx.notifications.live.start()]);
    // The board's announcements take a listening connection: only with a console to hear them.
    if (env.OPERATOR_TOKEN) await ctx.boardLive.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      ctx.cart.close(),
      ctx.accounts.close(),
      ctx.checkout.close(),
      ctx.chatLive.close(),
      ctx.boardLive.close(),
      ctx.notifications.live.close(),
    ]);
  });
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    request.ctx = readContext(request);
  });

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; serialization stays plain JSON.stringify.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  parseJsonBodies(app);
  registerInputRules(app);
  registerHealthRoutes(app, db);
  closeConnectionsWhenClosing(app);

  await app.register(cors, {
    origin: env.CORS_ORIGINS.includes('*') ? true : env.CORS_ORIGINS,
    allowedHeaders: CLIENT_HEADERS,
    // Browsers may read these answer headers cross-origin: a cart call's success message, a 429's wait.
    exposedHeaders: ['x-message', 'retry-after'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 86400,
    // An OPTIONS that is not a preflight (no Origin or no Access-Control-Request-Method) gets the
    // same 204 as one that is, not the plugin's plain-text 400 (issue 13, item 18: every error
    // answer carries the envelope, and this one is no error: it names the methods we take).
    strictPreflight: false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souq customer API',
        version: '1.0.0',
        description: 'Wire-compatible with the 6amMart v1 customer API.',
      },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
    // The public document is the customer API; the operator routes are documented apart (issue 13, item 20).
    transformObject: (documentObject) => {
      const openapiObject = (documentObject as { openapiObject: object }).openapiObject;
      const doc = openapiObject as { info: object; paths: Record<string, Record<string, { tags?: string[] }>> };
      const { operator, customer } = splitOperatorPaths(doc.paths ?? {});
      operatorDocument = {
        ...doc,
        info: { ...doc.info, title: 'Souq operator API', description: OPERATOR_DOC_DESCRIPTION },
        paths: operator,
      };
      return { ...doc, paths: customer } as never;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (env.OPERATOR_TOKEN) {
    const token = env.OPERATOR_TOKEN;
    await app.register(async (operatorDocs) => {
      requireOperatorToken(operatorDocs, token);
      operatorDocs.get('/api/docs/operator.json', { schema: { hide: true } }, async () => {
        app.swagger();
        return operatorDocument;
      });
    });
  }

  await app.register(
    async (api) => {
      for (const routes of [
        configRoutes,
        zoneRoutes,
        geoRoutes,
        moduleRoutes,
        contentRoutes,
        authRoutes,
        customerRoutes,
        addressRoutes,
        itemRoutes,
        storeRoutes,
        categoryRoutes,
        promotionRoutes,
        cartRoutes,
        wishlistRoutes,
        couponRoutes,
        walletRoutes,
        cashbackRoutes,
        loyaltyRoutes,
        offlinePaymentRoutes,
        checkoutRoutes,
        orderLifecycleRoutes,
        orderFileRoutes,
        operatorRoutes,
        settingsOperatorRoutes,
        reviewRoutes,
        rentalRoutes,
        rentalOperatorRoutes,
        reviewOperatorRoutes,
        chatRoutes,
        chatOperatorRoutes,
        searchRoutes,
        recommendationRoutes,
        registrationRoutes,
        registrationOperatorRoutes,
        notificationRoutes,
        notificationOperatorRoutes,
        parcelRoutes,
      ]) {
        await api.register(routes(ctx));
      }
      api.all('/*', { schema: { hide: true } }, routeNotFound);
    },
    { prefix: '/api/v1' },
  );
  app.all('/api/*', { schema: { hide: true } }, routeNotFound);
  // '/api' itself is the API's too: a write there is a 404 envelope, not the storefront's 405 page.
  app.all('/api', { schema: { hide: true } }, routeNotFound);
  // A method no route takes (PROPFIND, TRACE, …) anywhere, also under /api (where `all` covers the
  // common methods only): the envelope, not Fastify's own 404 body (issue 13, item 18).
  app.setNotFoundHandler(routeNotFound);
  await app.register(storageRoutes(ctx));
  await app.register(paymentPageRoutes(ctx));

  return app as unknown as FastifyInstance & { souq: AppContext };
}
