/**
 * Reading orders after placement: the history and running lists, an
 * order's lines (details), tracking (by owner, or for guests by order id and
 * phone), the reasons lists. Every order is looked up with its owner, so
 * another customer's or guest's order is a 404, never someone else's data.
 */
import type { Database } from '@souq/db';
import { HISTORY_STATUSES, RUNNING_STATUSES, type LanguageCode } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { CatalogService } from '../catalog/index.ts';
import { formatCourier } from '../couriers/index.ts';
import type { ParcelCategoryJson } from '../parcel/index.ts';
import {
  formatDetail,
  formatOrder,
  trackFields,
  type OrderDetailsJson,
  type OrderJson,
  type OrderPageJson,
  type TrackedOrderJson,
} from './format.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import { orderFileLinks } from './order-files.ts';
import { addOnsInLanguage, variationInLanguage } from './line-language.ts';
import {
  findGuestOrderByPhone,
  findOwnedOrder,
  latestEventId,
  listOrders,
  selectCancellationReasons,
  selectDetails,
  selectOrderExtras,
  selectRefundReasons,
  type OfflinePaymentRow,
  type OrderRow,
} from './lifecycle-queries.ts';

/** Buckets of uploaded order files under /storage. */

/** Who may see an order: its owner, or (guests only) whoever knows its id and phone. */
export type OrderFinder = { kind: 'owner'; owner: Owner } | { kind: 'phone'; digits: string };

/** The digits of a phone number ("+966 50-123" → "96650123"). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** The parcel categories in a language, by id (the parcel module's; orders show their parcel's kind). */
export type ParcelCategoryLookup = (locale: LanguageCode) => Promise<(id: number) => ParcelCategoryJson | null>;

export function createOrderTrackingService(
  db: Database,
  catalog: CatalogService,
  urls: AppUrls,
  parcelCategories: ParcelCategoryLookup,
) {
  /** Orders in the wire shape, with their stores, modules, payments and refunds loaded in batches. */
  async function withExtras(
    rows: OrderRow[],
    locale: LanguageCode,
  ): Promise<{ json: OrderJson; offline: OfflinePaymentRow | null }[]> {
    if (rows.length === 0) return [];
    const storeIds = rows.map((r) => r.store_id).filter((id): id is number => id !== null);
    const [stores, snapshot, extras, fileLinks, parcelCategory] = await Promise.all([
      catalog.loadStores([...new Set(storeIds)], locale),
      catalog.snapshot(),
      selectOrderExtras(db, rows),
      orderFileLinks(db, urls.publicUrl),
      parcelCategories(locale),
    ]);
    return rows.map((row) => {
      const extra = extras.get(row.id);
      return {
        offline: extra?.offline ?? null,
        json: formatOrder(row, {
          store: row.store_id === null ? null : (stores.get(row.store_id) ?? null),
          parcelCategory: row.parcel_category_id === null ? null : parcelCategory(row.parcel_category_id),
          deliveryMan: extra?.courier ? formatCourier(extra.courier, locale, urls) : null,
          reviewedItemIds: extra?.reviewedItemIds ?? [],
          courierReviewed: extra?.courierReviewed ?? false,
          module: snapshot.modules.get(row.module_id) ?? null,
          locale,
          detailsCount: extra?.detailsCount ?? 0,
          payments: extra?.payments ?? [],
          refund: extra?.refund ?? null,
          refundImageUrl: (file) => fileLinks.refundImage(row.id, file),
          attachmentUrl: (file) => fileLinks.attachment(row.id, file),
        }),
      };
    });
  }

  /**
   * Line snapshots are taken in English (the canonical language of stored
   * choices); a reader in another language gets the item's name and
   * description, its chosen options and add-ons in theirs while the item
   * still exists (line-language.ts). Prices stay as ordered.
   */
  async function inViewerLanguage<
    T extends {
      item_id: number | null;
      item_campaign_id: number | null;
      item_details: Record<string, unknown>;
      variation?: unknown;
      add_ons?: unknown;
    },
  >(lines: T[], locale: LanguageCode): Promise<T[]> {
    if (locale === 'en') return lines;
    const idOf = (line: T) => line.item_id ?? line.item_campaign_id;
    const ids = [...new Set(lines.map(idOf).filter((id): id is number => id !== null))];
    const current = ids.length ? await catalog.loadItems(ids, locale) : new Map();
    return lines.map((line) => {
      const id = idOf(line);
      const item = id === null ? undefined : current.get(id);
      if (!item) return line;
      return {
        ...line,
        item_details: { ...line.item_details, name: item.name, description: item.description },
        ...('variation' in line ? { variation: variationInLanguage(line.variation, line.item_details, item) } : {}),
        ...('add_ons' in line ? { add_ons: addOnsInLanguage(line.add_ons, item) } : {}),
      };
    });
  }

  /** Orders in the wire shape, with their stores, modules, payments and refunds (one query for all of them). */
  async function formatOrders(rows: OrderRow[], locale: LanguageCode): Promise<OrderJson[]> {
    return (await withExtras(rows, locale)).map((o) => o.json);
  }

  async function find(finder: OrderFinder, orderId: number): Promise<OrderRow> {
    const order =
      finder.kind === 'owner'
        ? await findOwnedOrder(db, orderId, finder.owner)
        : await findGuestOrderByPhone(db, orderId, finder.digits);
    if (!order) throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
    return order;
  }

  async function page(
    owner: Owner,
    statuses: readonly (typeof HISTORY_STATUSES)[number][],
    limit: number,
    offset: number,
    locale: LanguageCode,
  ): Promise<OrderPageJson> {
    const { rows, total } = await listOrders(db, owner, statuses, limit, offset);
    return { total_size: total, limit, offset, orders: await formatOrders(rows, locale) };
  }

  return {
    formatOrders,
    find,

    /** order/list: delivered, canceled, failed and refund orders, newest first. */
    history: (owner: Owner, limit: number, offset: number, locale: LanguageCode) =>
      page(owner, HISTORY_STATUSES, limit, offset, locale),

    /** order/running-orders: every order still on its way. */
    running: (owner: Owner, limit: number, offset: number, locale: LanguageCode) =>
      page(owner, RUNNING_STATUSES, limit, offset, locale),

    /**
     * order/details: the order's lines with their snapshots; the first line
     * carries is_guest. An order without lines (a prescription order) answers
     * the order object instead, as in the reference.
     */
    async details(finder: OrderFinder, orderId: number, locale: LanguageCode): Promise<OrderDetailsJson> {
      const order = await find(finder, orderId);
      const lines = await selectDetails(db, [order.id]);
      if (lines.length === 0) return (await formatOrders([order], locale))[0];
      const formatted = await inViewerLanguage(lines.map(formatDetail), locale);
      return formatted.map((line, index) =>
        index === 0 ? { ...line, is_guest: order.guest_id !== null ? 1 : 0 } : line,
      );
    },

    /** Orders as track shapes them (with the offline payment proof): the operator's board and order. */
    async formatTracked(rows: OrderRow[], locale: LanguageCode): Promise<TrackedOrderJson[]> {
      return (await withExtras(rows, locale)).map(({ json, offline }) => ({
        ...json,
        ...trackFields(json.store, offline),
      }));
    },

    /** order/track: the order with the store's delivery time span and the offline payment proof. */
    async track(finder: OrderFinder, orderId: number, locale: LanguageCode): Promise<TrackedOrderJson> {
      const [{ json, offline }] = await withExtras([await find(finder, orderId)], locale);
      return { ...json, ...trackFields(json.store, offline) };
    },

    /** The order's status now, as the first event of a live stream. */
    async currentStatus(order: OrderRow) {
      return {
        event_id: await latestEventId(db, order.id),
        order_id: order.id,
        order_status: order.order_status,
        payment_status: order.payment_status,
        changed_at: (order[order.order_status] ?? order.updated_at).toISOString(),
      };
    },

    refundReasons: (locale: LanguageCode) => selectRefundReasons(db, locale),

    cancellationReasons: (locale: LanguageCode, userType: string, limit: number, offset: number) =>
      selectCancellationReasons(db, locale, userType, limit, offset),
  };
}

export type OrderTrackingService = ReturnType<typeof createOrderTrackingService>;
