import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_PATTERN, LIMITS } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import { PAGE_SLUGS, type PageSlug } from './service.ts';
import type { MessageJson } from '../../http/reply.ts';

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
        { schema: { tags: ['content'], summary: 'Landing-page texts, images and app links, with the testimonials' } },
        async (request): Promise<LandingJson> => {
          const [landing, testimonials] = await Promise.all([
            ctx.content.landing(request.ctx.locale),
            ctx.moduleContent.testimonials(request.ctx.locale),
          ]);
          return { ...landing, testimonial_list: testimonials };
        },
      );
    }

    app.get(
      '/testimonial',
      { schema: { tags: ['content'], summary: 'What customers say: name, designation, review and picture' } },
      async (request) => ctx.moduleContent.testimonials(request.ctx.locale),
    );

    /** The module of a module-home call (moduleId header required, as 6amMart's module check does). */
    const moduleOf = async (request: FastifyRequest) =>
      (await ctx.catalog.scope(request, { zone: 'optional', module: 'required' })).module!;

    app.get(
      '/other-banners',
      {
        schema: {
          tags: ['content'],
          summary:
            "The module home's section banners: <key> and <key>_full_url per section (parcel: `banners`, its slides)",
        },
      },
      async (request) => {
        const module = await moduleOf(request);
        return ctx.moduleContent.promotionalBanners(module.id, module.module_type, request.ctx.locale);
      },
    );

    app.get(
      '/other-banners/why-choose',
      { schema: { tags: ['content'], summary: "The module home's why-choose-us cards as `banners`" } },
      async (request) => ctx.moduleContent.whyChoose((await moduleOf(request)).id, request.ctx.locale),
    );

    app.get(
      '/other-banners/video-content',
      {
        schema: {
          tags: ['content'],
          summary: "The module home's how-it-works section: title, video or image, and three steps (banner_contents)",
        },
      },
      async (request) => ctx.moduleContent.videoContent((await moduleOf(request)).id, request.ctx.locale),
    );

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
      async (request): Promise<PageJson> => {
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
      async (request): Promise<MessageJson> => {
        await ctx.content.subscribe(request.body.email);
        return { message: ctx.t(request, 'Subscribed Successfully') };
      },
    );
  };

/** pages/:slug: a policy or about page with its title. */
export type PageJson = NonNullable<Awaited<ReturnType<AppContext['content']['page']>>>;
/** react-landing-page (and its two other paths): the landing's texts, images and links, with the testimonials. */
export type LandingJson = Awaited<ReturnType<AppContext['content']['landing']>> & {
  testimonial_list: Awaited<ReturnType<AppContext['moduleContent']['testimonials']>>;
};
