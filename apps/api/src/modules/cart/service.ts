/**
 * The cart of a customer or a guest, one per module (6amMart's carts, with
 * the server as the authority, reference "Deliberate deviations"):
 * - every line is priced and checked by priceLine from the item as it is now;
 * - a line is its item and variation: adding it again adds to it;
 * - one store per cart: another store's item is a 409 different_store;
 * - stock (modules that track it) and maximum_cart_quantity hold across the
 *   cart, also under concurrent calls (one lock per cart, unique lines);
 * - a guest's cart moves into the account at sign-in (moveGuestCart).
 * Decision 11 explains each choice.
 */
import type { Database, Queryable } from '@souq/db';
import { minorToDecimalString, settingOn, storeOrdering, SUPPORTED_LANGUAGES, type LanguageCode } from '@souq/domain';
import { LRUCache } from 'lru-cache';
import { currencyDecimals } from '../../lib/money.ts';
import type { Owner } from '../../http/auth.ts';
import { AppError, conflict, notFound, unprocessable, type ErrorItem } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { selectCartLimits, type CatalogService, type ItemJson } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { formatCartLine, type CartLineJson } from './format.ts';
import {
  assertQuantity,
  echoesAllAddOns,
  lineAmounts,
  priceBuyNowLine,
  priceLine,
  tracksStockIn,
  type CartModel,
  type ItemTranslations,
  type LineAmounts,
  type LineRequest,
  type LineRules,
  type PricedLine,
} from './line.ts';
import { CART_MESSAGES } from './messages.ts';
import { MAX_QUANTITY } from './schemas.ts';
import { createCartMemory } from './memory.ts';
import { createCartVersions } from './versions.ts';
import { cartKey, deleteLines, lockCart, selectCart, selectLines, type CartRow, type CartState } from './queries.ts';
import { createCartWriter, writeAlone, type Write } from './writer.ts';

/** Who is calling, for which module's cart, in which language. */
export interface CartCaller {
  owner: Owner;
  moduleId: number;
  locale: LanguageCode;
  /** Stores the caller may buy from (their zones and this module); null = any zone. */
  storeIds: number[] | null;
}

/** A line as read from an add, update or buy-now payload (client prices are not read). */
export interface LineInput {
  itemId?: number;
  model?: CartModel;
  quantity?: number;
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
}

const EMPTY = Buffer.from('[]');
/** Serialized lines kept for reuse (see answer): about 5 kB each with the item they were checked against. */
const LINE_TEXT_CACHE = { max: 5_000, ttlMs: 60_000 };
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');

export function createCartService(db: Database, catalog: CatalogService, settings: SettingsService) {
  const memory = createCartMemory(db);
  /**
   * Only another instance can change a cart behind this one's back before its announcement
   * arrives, and only PostgreSQL is shared by instances (the embedded engine belongs to one
   * process, whose own changes are held as they are made).
   */
  const versions = db.kind === 'postgres' ? createCartVersions(db) : null;
  const writer = createCartWriter(db.relaxed, { gather: db.kind === 'postgres' });
  /** The last change queued per cart (see change). */
  const changing = new Map<string, Promise<void>>();
  const lineTexts = new LRUCache<string, { stamp: LineStamp; text: string }>({
    max: LINE_TEXT_CACHE.max,
    ttl: LINE_TEXT_CACHE.ttlMs,
  });
  /** The whole answer for a set of rows (held carts keep theirs), while its context and stamps hold. */
  const answers = new WeakMap<CartRow[], { context: string; stamps: LineStamp[]; json: Buffer }>();

  const decimals = () => currencyDecimals(settings);

  async function rules(caller: CartCaller): Promise<LineRules> {
    const [places, moment, snapshot, scheduling] = await Promise.all([
      decimals(),
      catalog.moment(),
      catalog.snapshot(),
      settings.get('schedule_order'),
    ]);
    const ordering = (storeId: number) => {
      const store = snapshot.stores.get(storeId);
      if (!store) return 'now' as const;
      const { active, schedule_order } = store.row;
      return storeOrdering(
        { active, scheduleOrder: schedule_order, schedules: store.schedules },
        moment,
        settingOn(scheduling),
      );
    };
    return {
      locale: caller.locale,
      decimals: places,
      moment,
      signedIn: caller.owner.kind === 'customer',
      storeOrdering: ordering,
    };
  }

  /** The item in English (the canonical language of stored choices) and in the other languages. */
  async function itemInLanguages(itemId: number) {
    const [english, ...translated] = await Promise.all(
      ['en', ...OTHER_LANGUAGES].map((code) => catalog.loadItems([itemId], code)),
    );
    const translations: ItemTranslations = new Map();
    translated.forEach(
      (items, index) => items.has(itemId) && translations.set(OTHER_LANGUAGES[index], items.get(itemId)!),
    );
    return { item: english.get(itemId), translations };
  }

  /** Rule: the item exists, is active, belongs to the caller's module and its store serves the caller's zones. */
  async function validatedLine(
    caller: CartCaller,
    itemId: number,
    request: LineRequest | ((item: ItemJson) => LineRequest),
    price = priceLine,
  ): Promise<PricedLine> {
    const { item, translations } = await itemInLanguages(itemId);
    if (!item || !item.status || item.module_id !== caller.moduleId) throw notFound('item_id', 'Item not found.');
    if (caller.storeIds && !caller.storeIds.includes(item.store_id)) throw notFound('item_id', CART_MESSAGES.notInArea);
    return price(item, translations, typeof request === 'function' ? request(item) : request, await rules(caller));
  }

  /** What an add asks for, or an update of `current` (fields not sent stay as they are). */
  function lineRequest(input: LineInput, current?: CartRow, item?: ItemJson): LineRequest {
    const quantity = input.quantity ?? current?.quantity ?? 1;
    const keepAddOns = current && quantity !== current.quantity && item && echoesAllAddOns(item, input.addOnIds);
    const sentAddOns = input.addOnIds && !keepAddOns;
    return {
      model: input.model,
      quantity,
      variation: input.variation ?? current?.variation ?? [],
      addOnIds: sentAddOns ? input.addOnIds! : (current?.add_on_ids ?? []),
      addOnQtys: sentAddOns ? (input.addOnQtys ?? []) : (current?.add_on_qtys ?? []),
    };
  }

  /** The unit price as stored (numeric text). */
  async function storedPrice(line: PricedLine): Promise<string> {
    return minorToDecimalString(line.unitPrice, await decimals());
  }

  /** The caller's lines (or one of them). */
  function linesOf(source: Queryable, caller: CartCaller, lineId?: number): Promise<CartRow[]> {
    return selectLines(source, caller.owner, caller.moduleId, lineId);
  }

  /** The caller's lines: held in memory while proven current (versions.ts), else read (and held). */
  async function currentLines(caller: CartCaller): Promise<CartRow[]> {
    const keep = memory.keeper(caller.owner, caller.moduleId);
    const held = memory.get(caller.owner, caller.moduleId);
    if (held && (!versions || (await versions.current(caller.owner, caller.moduleId)) === held.version))
      return held.rows;
    const state = await selectCart(db, caller.owner, caller.moduleId);
    keep(state);
    return state.rows;
  }

  /** The caller's cart as JSON, in the wire shape (see answer). */
  async function list(caller: CartCaller): Promise<Buffer> {
    return answer(caller, await currentLines(caller));
  }

  /**
   * Changes the caller's cart as `plan` decides from its lines, and returns
   * the lines after. From memory first: the plan runs on the lines held and
   * the write (writer.ts, gathered with others under load) lands only if the
   * cart is still at their version. Otherwise — nothing held, the cart moved
   * on, or the plan refused (a refusal is only given after checking the
   * database) — the cart is locked, read and written in one transaction.
   * Cart writes use db.relaxed: their commits do not wait for the disk
   * (decision 11).
   */
  async function change(caller: CartCaller, plan: Plan): Promise<CartRow[]> {
    // One change per cart at a time on this instance: the next one is planned from the lines the
    // previous one left (held), instead of from the same version, where only one of them could land.
    const key = cartKey(caller.owner, caller.moduleId);
    const previous = changing.get(key);
    const mine = (previous ?? Promise.resolve()).then(async () => {
      const held = memory.get(caller.owner, caller.moduleId);
      if (held && held.version > 0) {
        const after = await changeFromMemory(caller, held, plan);
        if (after) return after;
      }
      return changeLocked(caller, plan);
    });
    const settled = mine.then(
      () => {},
      () => {},
    );
    changing.set(key, settled);
    try {
      return await mine;
    } finally {
      if (changing.get(key) === settled) changing.delete(key);
    }
  }

  async function changeFromMemory(caller: CartCaller, held: CartState, plan: Plan): Promise<CartRow[] | null> {
    let edit: Edit;
    try {
      edit = plan(held.rows);
    } catch {
      return null;
    }
    if (edit.kind === 'none') return held.rows;
    const keep = memory.keeper(caller.owner, caller.moduleId);
    const rows = await writer.submit(caller.owner, caller.moduleId, held.version, held.rows, edit);
    if (!rows) {
      memory.forget(caller.owner, caller.moduleId);
      return null;
    }
    keep({ version: held.version + 1, rows });
    return rows;
  }

  async function changeLocked(caller: CartCaller, plan: Plan): Promise<CartRow[]> {
    const keep = memory.keeper(caller.owner, caller.moduleId);
    const state = await db.relaxed.transaction(async (tx): Promise<CartState> => {
      const version = await lockCart(tx, caller.owner, caller.moduleId);
      const rows = await linesOf(tx, caller);
      const edit = plan(rows);
      if (edit.kind === 'none') return { version, rows };
      // Under the lock the guard holds; the statement raised the version once (migration 0008).
      const after = await writeAlone(tx, caller.owner, caller.moduleId, version, rows, edit);
      if (!after) throw new Error(`cart ${cartKey(caller.owner, caller.moduleId)} moved on under its lock`);
      return { version: version + 1, rows: after };
    });
    keep(state);
    return state.rows;
  }

  /**
   * Rows as the JSON of the answer. A line's text depends only on its
   * row (rowVersion), the item as the catalog holds it (its tokens, in the
   * caller's language and in English) with the catalog snapshot (flash sales,
   * store discounts), the language, the decimals, whether the caller's zones
   * reach its store and the minute (item hours): while those stay the same
   * the text is reused, and so is the whole answer for the same rows (a cart
   * held in memory), so listing a cart costs a few identity checks. An item's
   * hours are thus applied to the minute.
   */
  async function answer(caller: CartCaller, rows: CartRow[]): Promise<Buffer> {
    if (rows.length === 0) return EMPTY;
    const ids = [...new Set(rows.map((r) => r.item_id))];
    const [snapshot, moment, places, local, english] = await Promise.all([
      catalog.snapshot(),
      catalog.moment(),
      decimals(),
      catalog.itemTokens(ids, caller.locale),
      caller.locale === 'en' ? null : catalog.itemTokens(ids, 'en'),
    ]);
    if (local.length !== ids.length || (english && english.length !== ids.length))
      return Buffer.from(JSON.stringify((await formatRows(caller, rows)).filter(Boolean)));
    const localToken = new Map(local.map(({ id, token }) => [id, token]));
    const englishToken = english && new Map(english.map(({ id, token }) => [id, token]));
    const stampOf = (row: CartRow): LineStamp => ({
      snapshot,
      local: localToken.get(row.item_id)!,
      english: englishToken?.get(row.item_id) ?? null,
    });
    const minute = Math.floor(moment.seconds / 60);
    const reaches = (row: CartRow) => (caller.storeIds ? caller.storeIds.includes(row.store_id) : '*');
    const context = `${caller.locale}|${places}|${minute}|${rows.map(reaches).join(',')}`;
    const stamps = rows.map(stampOf);

    const whole = answers.get(rows);
    if (whole && whole.context === context && whole.stamps.every((stamp, index) => sameStamp(stamp, stamps[index])))
      return whole.json;

    const keyOf = (row: CartRow) => `${caller.locale}|${places}|${minute}|${reaches(row)}|${rowVersion(row)}`;
    const texts = rows.map((row, index) => {
      const hit = lineTexts.get(keyOf(row));
      return hit && sameStamp(hit.stamp, stamps[index]) ? hit.text : null;
    });
    const missing = rows.filter((_, index) => texts[index] === null);
    if (missing.length) {
      const formatted = await formatRows(caller, missing);
      missing.forEach((row, index) => {
        const line = formatted[index];
        if (!line) return;
        const text = JSON.stringify(line);
        const at = rows.indexOf(row);
        lineTexts.set(keyOf(row), { stamp: stamps[at], text });
        texts[at] = text;
      });
    }
    // Bytes, not text: sent as they are, without encoding the same answer again on every list.
    const json = Buffer.from(`[${texts.filter((t) => t !== null).join(',')}]`);
    answers.set(rows, { context, stamps, json });
    return json;
  }

  /** Rows in the wire shape, priced at today's prices, each with what (if anything) stops it being ordered now; null where the item is gone. */
  async function formatRows(caller: CartCaller, rows: CartRow[]): Promise<(CartLineJson | null)[]> {
    const ids = [...new Set(rows.map((r) => r.item_id))];
    const [local, english, lineRules] = await Promise.all([
      catalog.loadItems(ids, caller.locale),
      caller.locale === 'en' ? null : catalog.loadItems(ids, 'en'),
      rules(caller),
    ]);
    return rows.map((row) => {
      const item = local.get(row.item_id);
      const canonical = english?.get(row.item_id) ?? item;
      if (!item || !canonical) return null;
      return formatCartLine(
        {
          row,
          item,
          english: canonical,
          ...evaluate(caller, row, canonical, item, lineRules),
          storeOrdering: lineRules.storeOrdering?.(row.store_id),
        },
        lineRules.decimals,
      );
    });
  }

  /**
   * A stored line checked and priced as if it were added now: its money,
   * and what (if anything) stops it being ordered as it is. A line that no
   * longer passes is still priced, leniently, from what is left of its choice.
   */
  function evaluate(
    caller: CartCaller,
    row: CartRow,
    english: ItemJson,
    local: ItemJson,
    lineRules: LineRules,
  ): { amounts: LineAmounts; problem: ErrorItem | null } {
    const lenient = (error: AppError) => ({
      amounts: lineAmounts(english, row.variation, row.add_on_ids, row.add_on_qtys, lineRules.decimals),
      problem: { code: error.code, message: translate(caller.locale, error.message, error.vars) },
    });
    if (!english.status) return lenient(notFound('item_id', 'Item not found.'));
    if (caller.storeIds && !caller.storeIds.includes(english.store_id))
      return lenient(notFound('item_id', CART_MESSAGES.notInArea));
    try {
      const request = {
        model: row.item_type,
        quantity: row.quantity,
        variation: row.variation,
        addOnIds: row.add_on_ids,
        addOnQtys: row.add_on_qtys,
      };
      const line = priceLine(english, new Map([[caller.locale, local]]), request, lineRules);
      assertQuantity(line.quantity, line.limits);
      return { amounts: line, problem: null };
    } catch (error) {
      if (error instanceof AppError) return lenient(error);
      throw error;
    }
  }

  /**
   * Rule: the line's quantity is within its stock (its variation's, for
   * modules that track stock) and MAX_QUANTITY, and the item's quantity
   * across every line of the cart is within maximum_cart_quantity.
   */
  function assertCartQuantities(lines: CartRow[], line: PricedLine, ownId?: number): void {
    if (line.quantity > MAX_QUANTITY) throw unprocessable('quantity', CART_MESSAGES.quantityMaximum);
    assertQuantity(line.quantity, { ...line.limits, maxCartQuantity: null });
    const others = lines
      .filter((l) => l.item_id === line.itemId && l.id !== ownId)
      .reduce((sum, l) => sum + l.quantity, 0);
    assertQuantity(others + line.quantity, { ...line.limits, tracksStock: false });
  }

  return {
    list,

    /**
     * Adds a line, or adds to the same line (same item and variation): the
     * quantities and add-on quantities add up.
     */
    async add(caller: CartCaller, input: LineInput): Promise<Buffer> {
      const line = await validatedLine(caller, input.itemId!, lineRequest(input));
      const unitPrice = await storedPrice(line);
      const rows = await change(caller, (lines) => {
        if (lines.some((l) => l.store_id !== line.storeId))
          throw conflict('different_store', CART_MESSAGES.differentStore);
        const same = lines.find((l) => l.item_id === line.itemId && l.variation_key === line.variationKey);
        const merged = same ? { ...line, quantity: same.quantity + line.quantity, ...sumAddOns(same, line) } : line;
        assertCartQuantities(lines, merged, same?.id);
        return same
          ? { kind: 'update', id: same.id, line: merged, unitPrice }
          : { kind: 'insert', line: merged, unitPrice };
      });
      return answer(caller, rows);
    },

    /** Changes a line: quantity (set, not added), and the variation and add-ons when sent. */
    async update(caller: CartCaller, cartId: number, input: LineInput): Promise<Buffer> {
      const current =
        (await currentLines(caller)).find((l) => l.id === cartId) ?? (await linesOf(db, caller, cartId))[0];
      if (!current) throw notFound('cart_id', CART_MESSAGES.lineNotFound);
      if (input.itemId !== undefined && input.itemId !== current.item_id)
        throw unprocessable('item_id', CART_MESSAGES.otherItem);
      const line = await validatedLine(caller, current.item_id, (item) => lineRequest(input, current, item));
      const unitPrice = await storedPrice(line);
      const rows = await change(caller, (lines) => {
        if (!lines.some((l) => l.id === cartId)) throw notFound('cart_id', CART_MESSAGES.lineNotFound);
        if (lines.some((l) => l.id !== cartId && l.item_id === line.itemId && l.variation_key === line.variationKey)) {
          throw conflict('Item_already_exists', CART_MESSAGES.lineExists);
        }
        assertCartQuantities(lines, line, cartId);
        return { kind: 'update', id: cartId, line, unitPrice };
      });
      return answer(caller, rows);
    },

    async remove(caller: CartCaller, cartId: number): Promise<Buffer> {
      const rows = await change(caller, (lines) => {
        if (!lines.some((l) => l.id === cartId)) throw notFound('cart_id', CART_MESSAGES.lineNotFound);
        return { kind: 'delete', ids: [cartId] };
      });
      return answer(caller, rows);
    },

    async clear(caller: CartCaller): Promise<Buffer> {
      return answer(
        caller,
        await change(caller, (lines) =>
          lines.length ? { kind: 'delete', ids: lines.map((l) => l.id) } : { kind: 'none' },
        ),
      );
    },

    /** Another module changed the owner's lines (an order took them): what is held of the cart goes. */
    forget(owner: Owner, moduleId: number): void {
      memory.forget(owner, moduleId);
    },

    start: () => memory.start(),
    close: () => memory.close(),

    /**
     * A buy-now line, validated and priced like a cart line (stock and
     * maximum_cart_quantity on its own quantity) and stored nowhere: the
     * checkout's "page=buy_now" and campaign orders start from it.
     */
    async priceBuyNow(caller: CartCaller, input: LineInput): Promise<PricedLine> {
      return validatedLine(caller, input.itemId!, lineRequest(input), priceBuyNowLine);
    },

    /**
     * Sign-in hook: the guest's lines move into the customer's cart, module
     * by module, inside the sign-in transaction (tx only). Same lines add up
     * (capped at stock and maximum_cart_quantity, never below either part);
     * where the customer's cart for a module holds another store, the guest's
     * cart — what the shopper was just building — replaces it.
     */
    async moveGuestCart(tx: Queryable, guestId: string, userId: number): Promise<void> {
      const modules = await tx.query<{ module_id: number }>(
        'select distinct module_id from carts where guest_id = $1 order by module_id',
        [guestId],
      );
      const guest: Owner = { kind: 'guest', guestId };
      const customer: Owner = { kind: 'customer', userId };
      for (const { module_id: moduleId } of modules) {
        await lockCart(tx, guest, moduleId);
        await lockCart(tx, customer, moduleId);
        const moving = await selectLines(tx, guest, moduleId);
        if (moving.length === 0) continue;
        const caps = await quantityCaps(tx, catalog, moving);
        let existing = await selectLines(tx, customer, moduleId);
        if (existing.some((r) => r.store_id !== moving[0].store_id)) {
          await deleteLines(tx, customer, moduleId, null);
          existing = [];
        }
        // Announced at commit too (migration 0008); forgotten now so that this instance, asked right after
        // the sign-in, answers neither cart as it was (announcements arrive a moment after the commit).
        memory.forget(customer, moduleId);
        memory.forget(guest, moduleId);
        for (const row of moving) {
          const same = existing.find((r) => r.item_id === row.item_id && r.variation_key === row.variation_key);
          if (!same) {
            await tx.query('update carts set guest_id = null, user_id = $2, updated_at = now() where id = $1', [
              row.id,
              userId,
            ]);
            continue;
          }
          const quantity = Math.max(same.quantity, row.quantity, Math.min(same.quantity + row.quantity, caps(row)));
          const addOns = sumAddOns(same, { addOnIds: row.add_on_ids, addOnQtys: row.add_on_qtys });
          await tx.query(
            'update carts set quantity = $2, add_on_ids = $3, add_on_qtys = $4, updated_at = now() where id = $1',
            [same.id, quantity, addOns.addOnIds, addOns.addOnQtys],
          );
        }
      }
      await tx.query('delete from carts where guest_id = $1', [guestId]);
    },

    /** Account removal hook: the customer's carts go with the account. */
    async removeCustomerCarts(tx: Queryable, userId: number): Promise<void> {
      await tx.query('delete from carts where user_id = $1', [userId]);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * Everything a line's answer takes from its row. Not updated_at alone:
 * it is the writing transaction's start time, so writes queued on the same
 * cart's lock can leave the same timestamp on different contents.
 */
function rowVersion(row: CartRow): string {
  return [
    row.id,
    row.user_id ?? row.guest_id,
    row.item_type,
    row.variation_key,
    row.add_on_ids,
    row.add_on_qtys,
    row.quantity,
    row.updated_at.getTime(),
  ].join('|');
}

/** What a call does to a cart, decided from its lines by a Plan (which throws the call's refusals). */
type Edit = Write | { kind: 'none' };
type Plan = (rows: CartRow[]) => Edit;

/** What a line's text was made from, compared by identity (catalog.itemTokens, catalog.snapshot). */
interface LineStamp {
  snapshot: object;
  local: object;
  english: object | null;
}

const sameStamp = (a: LineStamp, b: LineStamp) =>
  a.snapshot === b.snapshot && a.local === b.local && a.english === b.english;

/** Add-on quantities of two lines added up by id (ids sorted). */
function sumAddOns(a: Pick<CartRow, 'add_on_ids' | 'add_on_qtys'>, b: { addOnIds: number[]; addOnQtys: number[] }) {
  const total = new Map<number, number>();
  a.add_on_ids.forEach((id, i) => total.set(id, (total.get(id) ?? 0) + (a.add_on_qtys[i] ?? 1)));
  b.addOnIds.forEach((id, i) => total.set(id, (total.get(id) ?? 0) + (b.addOnQtys[i] ?? 1)));
  const ids = [...total.keys()].sort((x, y) => x - y);
  return { addOnIds: ids, addOnQtys: ids.map((id) => total.get(id)!) };
}

/** Per cart row: the most it may hold (stock where tracked, maximum_cart_quantity, MAX_QUANTITY), read inside the transaction. */
async function quantityCaps(
  tx: Queryable,
  catalog: CatalogService,
  rows: CartRow[],
): Promise<(row: CartRow) => number> {
  // The module's type (does it keep stock?) from the catalog snapshot: a module's type never changes.
  const [items, snapshot] = await Promise.all([
    selectCartLimits(tx, [...new Set(rows.map((r) => r.item_id))]),
    catalog.snapshot(),
  ]);
  const byId = new Map(
    items.map((i) => [i.id, { ...i, module_type: snapshot.modules.get(i.module_id)?.module_type ?? '' }]),
  );
  return (row) => {
    const item = byId.get(row.item_id);
    if (!item) return MAX_QUANTITY;
    const type = (row.variation[0] as { type?: string } | undefined)?.type;
    const stock = type === undefined ? item.stock : Number(item.variations.find((v) => v.type === type)?.stock ?? 0);
    return Math.min(
      MAX_QUANTITY,
      item.maximum_cart_quantity ?? Infinity,
      tracksStockIn(item.module_type) ? stock : Infinity,
    );
  };
}
