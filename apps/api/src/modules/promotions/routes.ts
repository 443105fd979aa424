/**
 * Banners, basic campaigns, campaign items and flash sales. What runs is
 * decided on the business clock: campaigns by date, flash sales by instant.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import {
  formatBanner,
  formatCampaign,
  formatFlashSale,
  formatFlashSaleItem,
  formatStore,
  type FormatContext,
  type BannerRow,
  type CampaignRow,
  flag,
  id,
  idParam,
  page,
  type CatalogScope,
  type BannerJson,
  type BannersJson,
  type CampaignJson,
  type CampaignDetailsJson,
  type FlashSaleOrNoneJson,
  type FlashSaleItemsJson,
  type ItemJson,
  sortStores,
  visibleStoreIds,
} from '../catalog/index.ts';

export const promotionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;

    const running = (c: CampaignRow, fc: FormatContext) =>
      c.start_date <= fc.moment.date && c.end_date >= fc.moment.date;
    /** A campaign item runs on the days between its first and last (open-ended without one). */
    const itemCampaignRunning = (
      i: { available_date_starts?: string | null; available_date_ends?: string | null },
      fc: FormatContext,
    ) =>
      Boolean(i.available_date_starts) &&
      i.available_date_starts! <= fc.moment.date &&
      (!i.available_date_ends || i.available_date_ends >= fc.moment.date);
    const campaignsIn = (fc: FormatContext, scope: CatalogScope) =>
      fc.snapshot.campaigns.filter(
        (c) =>
          (scope.moduleId === null || c.module_id === scope.moduleId) &&
          running(c, fc) &&
          c.store_ids.some((s) => scope.storeIds.includes(s)),
      );

    /** A banner with the store or item it points at; null when that is not visible here. */
    const bannerJson = async (b: BannerRow, fc: FormatContext, scope: CatalogScope): Promise<BannerJson | null> => {
      const json: BannerJson = { ...formatBanner(b, fc), store: null, item: null };
      if (b.type === 'store_wise') {
        const store = fc.snapshot.stores.get(b.data!);
        if (!store || !scope.storeIds.includes(store.row.id)) return null;
        json.store = formatStore(store, fc);
      }
      if (b.type === 'item_wise') {
        const [item] = await catalog.itemsByIds([b.data!], fc);
        if (!item || !item.status || !scope.storeIds.includes(item.store_id)) return null;
        json.item = item;
      }
      return json;
    };

    app.get(
      '/banners',
      {
        schema: {
          tags: ['banners'],
          summary: "The module's banners in the zones, and its running campaigns",
          querystring: z.object({ featured: flag }),
        },
      },
      async (request): Promise<BannersJson> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const rows = fc.snapshot.banners.filter(
          (b) =>
            b.created_by === 'admin' &&
            (scope.moduleId === null || b.module_id === scope.moduleId) &&
            (b.zone_id === null || scope.zoneIds!.includes(b.zone_id)) &&
            (!request.query.featured || b.featured),
        );
        const banners = (await Promise.all(rows.map((b) => bannerJson(b, fc, scope)))).filter((b) => b !== null);
        return { campaigns: campaignsIn(fc, scope).map((c) => formatCampaign(c, fc)), banners };
      },
    );

    app.get(
      '/banners/:id',
      { schema: { tags: ['banners'], summary: 'Banners a store shows on its own page', params: idParam } },
      async (request): Promise<BannerJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const rows = fc.snapshot.banners.filter((b) => b.created_by === 'store' && b.data === request.params.id);
        return (await Promise.all(rows.map((b) => bannerJson(b, fc, scope)))).filter((b) => b !== null);
      },
    );

    app.get(
      '/campaigns/basic',
      { schema: { tags: ['campaigns'], summary: 'Running campaigns with stores in the zones' } },
      async (request): Promise<CampaignJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'required' }),
          catalog.formatContext(request),
        ]);
        return campaignsIn(fc, scope).map((c) => formatCampaign(c, fc));
      },
    );

    app.get(
      '/campaigns/basic-campaign-details',
      {
        schema: {
          tags: ['campaigns'],
          summary:
            'A running campaign with its stores in the zones and (ours) the campaign items those stores run today',
          querystring: z.object({ basic_campaign_id: id }),
        },
      },
      async (request): Promise<CampaignDetailsJson> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const campaign = fc.snapshot.campaigns.find((c) => c.id === request.query.basic_campaign_id && running(c, fc));
        if (!campaign) throw notFound('campaign', 'Campaign not found.');
        // The campaign's stores in the visitor's zones and in the campaign's own module: the storefront
        // opens a campaign link with whatever module the visitor is in (decision 25).
        const inZones = visibleStoreIds(fc.snapshot, { zoneIds: scope.zoneIds, moduleId: campaign.module_id });
        const storeIds = campaign.store_ids.filter((s) => inZones.includes(s));
        const stores = storeIds.map((s) => fc.snapshot.stores.get(s)!);
        // Ours (issue 20): the campaign's items are the campaign items its stores run today.
        const items = storeIds.length
          ? (
              await catalog.itemPage(
                fc,
                { storeIds, moduleId: campaign.module_id, campaign: true },
                'latest',
                { limit: 100, offset: 1 },
                `campaign-details-items|${campaign.id}|${scope.zoneIds?.join(',') ?? '*'}`,
              )
            ).products.filter((i) => itemCampaignRunning(i, fc))
          : [];
        return {
          ...formatCampaign(campaign, fc),
          stores: sortStores(fc, stores, 'default').map((s) => formatStore(s, fc)),
          items,
        };
      },
    );

    app.get(
      '/campaigns/item',
      { schema: { tags: ['campaigns'], summary: 'Campaign items whose dates include today' } },
      async (request): Promise<ItemJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'required' }),
          catalog.formatContext(request),
        ]);
        const all = await catalog.itemPage(
          fc,
          { storeIds: scope.storeIds, moduleId: scope.moduleId, campaign: true },
          'latest',
          { limit: 100, offset: 1 },
          `campaign-items|${scope.key}`,
        );
        return all.products.filter((i) => itemCampaignRunning(i, fc));
      },
    );

    /** The running, published flash sale of the module, with entries of items the shopper can order. */
    const flashSaleOf = async (fc: FormatContext, scope: CatalogScope, saleId?: number) => {
      const sale = fc.snapshot.flashSales.find((f) =>
        saleId ? f.id === saleId : scope.moduleId === null || f.module_id === scope.moduleId,
      );
      if (!sale) return null;
      const entries = (fc.snapshot.flashItemsBySale.get(sale.id) ?? []).filter((e) => e.available_stock > 0);
      const items = await catalog.itemsByIds(
        entries.map((e) => e.item_id),
        fc,
      );
      const visible = new Map(
        items.filter((i) => i.status && scope.storeIds.includes(i.store_id)).map((i) => [i.id, i]),
      );
      return {
        sale,
        entries: entries
          .filter((e) => visible.has(e.item_id))
          .map((e) => formatFlashSaleItem(e, visible.get(e.item_id)!)),
      };
    };

    app.get(
      '/flash-sales',
      { schema: { tags: ['flash sales'], summary: "The module's running flash sale ({} when none); zoneId optional" } },
      async (request): Promise<FlashSaleOrNoneJson> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'required' }),
          catalog.formatContext(request),
        ]);
        const found = await flashSaleOf(fc, scope);
        return found ? { ...formatFlashSale(found.sale, fc), active_products: found.entries } : {};
      },
    );

    app.get(
      '/flash-sales/items',
      {
        schema: {
          tags: ['flash sales'],
          summary: 'Items of a running flash sale',
          querystring: z.object({ ...page(), flash_sale_id: id }),
        },
      },
      async (request): Promise<FlashSaleItemsJson> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const q = request.query;
        const found = await flashSaleOf(fc, scope, q.flash_sale_id);
        if (!found) throw notFound('flash_sale', 'Flash sale not found.');
        const start = (q.offset - 1) * q.limit;
        return {
          total_size: found.entries.length,
          limit: q.limit,
          offset: q.offset,
          flash_sale: formatFlashSale(found.sale, fc),
          products: found.entries.slice(start, start + q.limit),
        };
      },
    );
  };
