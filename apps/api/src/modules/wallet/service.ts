/**
 * The customer wallet (reference §5.6): a ledger (wallet_transactions) and
 * the balance on users, changed together in one transaction. A debit is a
 * conditional update (balance ≥ amount), so two orders for the whole balance
 * at once give one order; the CHECK (wallet_balance >= 0) backs it up.
 * Top-ups go through the payment page (payments module), which calls credit
 * with the bonus of the running wallet_bonuses.
 */
import type { Database, Queryable } from '@souq/db';
import {
  fromMinor,
  minorToDecimalString,
  ownEntry,
  percentOf,
  toMinor,
  walletBalanceMinor,
  type LanguageCode,
  type Minor,
} from '@souq/domain';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { currencyDecimals } from '../../lib/money.ts';
import { changeBalance, readBalance } from '../auth/index.ts';
import { localized, translationsOf, type CatalogService, type Translations } from '../catalog/index.ts';
import { flag, type SettingsService } from '../settings/index.ts';
import { WALLET_MESSAGES } from './messages.ts';

/** One top-up at most (a typo guard; it also keeps amounts inside the numeric columns). */
export const MAX_TOP_UP = 100_000;

export type WalletCreditType =
  'add_fund' | 'add_fund_by_admin' | 'order_refund' | 'loyalty_point' | 'referrer' | 'CashBack' | 'trip_refund';
export type WalletDebitType = 'order_place' | 'partial_payment' | 'point_to_wallet' | 'trip_booking';

/** Transaction types behind the list filter of clients (type=all|order|add_fund|loyalty_point|referrer). */
const FILTERS: Record<string, string[]> = {
  order: ['order_place', 'partial_payment', 'order_refund', 'trip_booking', 'trip_refund'],
  add_fund: ['add_fund', 'add_fund_by_admin'],
  loyalty_point: ['loyalty_point'],
  referrer: ['referrer'],
  CashBack: ['CashBack'],
};

interface TransactionRow {
  id: number;
  user_id: number;
  transaction_id: string;
  credit: string;
  debit: string;
  admin_bonus: string;
  balance: string;
  transaction_type: string;
  reference: string | null;
  created_at: Date;
}

interface BonusRow {
  id: number;
  title: string;
  description: string;
  bonus_type: 'percentage' | 'amount';
  bonus_amount: string;
  minimum_add_amount: string;
  maximum_bonus_amount: string;
  start_date: string;
  end_date: string;
  tr: Translations;
}

export function createWalletService(db: Database, settings: SettingsService, catalog: CatalogService) {
  const decimals = () => currencyDecimals(settings);

  async function assertEnabled(): Promise<void> {
    if (!flag(await settings.get('customer_wallet_status')))
      throw forbidden('wallet_disabled', WALLET_MESSAGES.disabled);
  }

  async function runningBonuses(today: string, source: Queryable = db): Promise<BonusRow[]> {
    return source.query<BonusRow>(
      `select b.id, b.title, b.description, b.bonus_type, b.bonus_amount, b.minimum_add_amount, b.maximum_bonus_amount,
              to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
              ${translationsOf('wallet_bonus', 'b.id')} as tr
         from wallet_bonuses b where b.status and b.start_date <= $1::date and b.end_date >= $1::date order by b.id`,
      [today],
    );
  }

  return {
    assertEnabled,

    async balance(source: Queryable, userId: number): Promise<Minor> {
      const balance = await readBalance(source, userId, 'wallet_balance');
      return balance === null ? 0 : walletBalanceMinor(balance, await decimals());
    },

    /**
     * Takes `amount` from the balance inside `tx`, or returns false when the
     * balance (as it is now, other transactions included) is not enough.
     * `places` (the currency decimals) is read by the caller before its
     * transaction: nothing here may wait for another connection.
     */
    async debit(
      tx: Queryable,
      userId: number,
      amount: Minor,
      places: number,
      type: WalletDebitType,
      reference: string,
    ): Promise<boolean> {
      const text = minorToDecimalString(amount, places);
      const balance = await changeBalance(tx, userId, 'wallet_balance', `-${text}`);
      if (balance === null) return false;
      await tx.query(
        'insert into wallet_transactions (user_id, debit, balance, transaction_type, reference) values ($1, $2, $3, $4, $5)',
        [userId, text, balance, type, reference],
      );
      return true;
    },

    /** Adds `amount` (plus a bonus) to the balance inside `tx` (places as for debit). */
    async credit(
      tx: Queryable,
      userId: number,
      amount: Minor,
      places: number,
      type: WalletCreditType,
      reference: string,
      bonus: Minor = 0,
    ): Promise<void> {
      const balance = await changeBalance(
        tx,
        userId,
        'wallet_balance',
        minorToDecimalString((amount + bonus) as Minor, places),
      );
      await tx.query(
        'insert into wallet_transactions (user_id, credit, admin_bonus, balance, transaction_type, reference) values ($1, $2, $3, $4, $5, $6)',
        [userId, minorToDecimalString(amount, places), minorToDecimalString(bonus, places), balance, type, reference],
      );
    },

    /** The bonus of a top-up: the best running bonus the amount qualifies for (percent capped by its maximum, unless 0). */
    async topUpBonus(amount: Minor, places: number, today: string, source: Queryable = db): Promise<Minor> {
      let best = 0;
      for (const b of await runningBonuses(today, source)) {
        if (amount < toMinor(b.minimum_add_amount, places)) continue;
        const max = toMinor(b.maximum_bonus_amount, places);
        const value =
          b.bonus_type === 'percentage' ? percentOf(amount, Number(b.bonus_amount)) : toMinor(b.bonus_amount, places);
        best = Math.max(best, b.bonus_type === 'percentage' && max > 0 ? Math.min(value, max) : value);
      }
      return best;
    },

    /** customer/wallet/transactions: newest first, 1-based pages. */
    async transactions(userId: number, type: string | undefined, limit: number, offset: number) {
      await assertEnabled();
      const types = type && type !== 'all' ? (ownEntry(FILTERS, type) ?? [type]) : null;
      const [rows, [count]] = await Promise.all([
        db.query<TransactionRow>(
          `select id, user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at
             from wallet_transactions where user_id = $1 and ($2::text[] is null or transaction_type = any($2)) order by id desc limit $3 offset $4`,
          [userId, types, limit, (offset - 1) * limit],
        ),
        db.query<{ n: number }>(
          'select count(*)::int as n from wallet_transactions where user_id = $1 and ($2::text[] is null or transaction_type = any($2))',
          [userId, types],
        ),
      ]);
      return {
        total_size: count.n,
        limit,
        offset,
        data: rows.map((r) => ({
          ...r,
          credit: Number(r.credit),
          debit: Number(r.debit),
          admin_bonus: Number(r.admin_bonus),
          balance: Number(r.balance),
          updated_at: r.created_at,
        })),
      };
    },

    /**
     * customer/wallet/bonuses: the running top-up bonuses. Clients show
     * "get max of {maximum_bonus_amount}" for every bonus: a flat bonus is at
     * most its own amount, so that is its maximum (its stored cap, unused, is 0).
     */
    async bonuses(locale: LanguageCode) {
      await assertEnabled();
      return (await runningBonuses((await catalog.moment()).date)).map(({ tr, ...b }) => ({
        ...b,
        title: localized(tr, locale, 'title', b.title),
        description: localized(tr, locale, 'description', b.description),
        bonus_amount: Number(b.bonus_amount),
        minimum_add_amount: Number(b.minimum_add_amount),
        maximum_bonus_amount: Number(b.bonus_type === 'amount' ? b.bonus_amount : b.maximum_bonus_amount),
        status: 1,
      }));
    },

    /** Rules of a top-up (reference §5.6): wallet and add-fund on, digital payment on, amount ≥ 1. */
    async assertTopUp(amount: number): Promise<Minor> {
      await assertEnabled();
      const all = await settings.all();
      if (!flag(all.add_fund_status)) throw forbidden('add_fund_disabled', WALLET_MESSAGES.addFundDisabled);
      if (!flag(all.digital_payment)) throw forbidden('digital_payment', WALLET_MESSAGES.digitalDisabled);
      if (!(amount >= 1)) throw unprocessable('amount', WALLET_MESSAGES.amountMinimum);
      if (amount > MAX_TOP_UP) throw unprocessable('amount', WALLET_MESSAGES.amountMaximum, { max: MAX_TOP_UP });
      return toMinor(amount, await decimals());
    },

    fromMinor: async (minor: Minor) => fromMinor(minor, await decimals()),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
/** customer/wallet/transactions: a page of the ledger, newest first. */
export type WalletTransactionsJson = Awaited<ReturnType<WalletService['transactions']>>;
/** customer/wallet/bonuses: the running top-up bonuses. */
export type WalletBonusJson = Awaited<ReturnType<WalletService['bonuses']>>[number];
