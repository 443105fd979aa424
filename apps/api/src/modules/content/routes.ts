import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_PATTERN, LIMITS } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import { PAGE_SLUGS, type PageSlug } from './service.ts';

/** The standard pattern of an email address; the storefront checks the same one before sending. */
export const newsletterEmail = z
  .string({ error: 'Please insert a valid email.' })
  .trim()
  .max(LIMITS.emailMaxLength, 'Please insert a valid email.')
  .regex(EMAIL_PATTERN, 'Please insert a valid email.');

/** 6amMart's page paths, including its "cancelation" spelling. */
const LEGACY_PAGE_PATHS: Record<string, PageSlug> = {
  '/terms-and-conditions': 'terms-and-conditions',
  '/privacy-policy': 'privacy-policy',
  '/refund-policy': 'refund-policy',
  '/shipping-policy': 'shipping-policy',
  '/cancelation': 'cancellation-policy',
  '/cancellation-policy': 'cancellation-policy',
  '/about-us': 'about-us',
};

export const contentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const path of ['/react-landing-page', '/landing-page', '/flutter-landing-page']) {
      app.get(
        path,
        { schema: { tags: ['content'], summary: 'Landing-page texts, images and app links' } },
        async (request) => ctx.content.landing(request.ctx.locale),
      );
    }

    for (const [path, slug] of Object.entries(LEGACY_PAGE_PATHS)) {
      app.get(
        path,
        { schema: { tags: ['content'], summary: `The ${slug} page body as an HTML string` } },
        async (request, reply) => {
          const page = await ctx.content.page(slug, request.ctx.locale);
          if (!page) throw notFound('page', 'Page not found.');
          return sendSerializedJson(reply, JSON.stringify(page.body));
        },
      );
    }

    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['content'],
          summary: 'A policy or about page with its title',
          params: z.object({ slug: z.enum(PAGE_SLUGS) }),
        },
      },
      async (request) => {
        const page = await ctx.content.page(request.params.slug, request.ctx.locale);
        if (!page) throw notFound('page', 'Page not found.');
        return page;
      },
    );

    app.post(
      '/newsletter/subscribe',
      {
        schema: {
          tags: ['content'],
          summary: 'Subscribe an email to the newsletter',
          body: z.object({ email: newsletterEmail }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        await ctx.content.subscribe(request.body.email);
        return { message: ctx.t(request, 'Subscribed Successfully') };
      },
    );
  };
