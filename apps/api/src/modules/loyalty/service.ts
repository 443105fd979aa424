/**
 * Loyalty points (reference §5.5): the ledger, and converting points into
 * wallet money. A conversion takes the points with a conditional update
 * (balance ≥ points) and credits the wallet in the same transaction, so two
 * conversions of the same points at once give one; the CHECK on
 * users.loyalty_point backs it up. Points are earned on delivery
 * (earn.ts, called by the orders lifecycle).
 */
import type { Database } from '@souq/db';
import { pointConversionTerms, pointsToMoney, toMinor } from '@souq/domain';
import { forbidden } from '../../http/errors.ts';
import { currencyDecimals } from '../../lib/money.ts';
import { changeBalance } from '../auth/index.ts';
import { flag, type SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { LOYALTY_MESSAGES } from './messages.ts';

interface LedgerRow {
  id: number;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: Date;
}

export function createLoyaltyService(db: Database, settings: SettingsService, wallet: WalletService) {
  return {
    /** customer/loyalty-point/transactions: newest first, 1-based pages. */
    async transactions(userId: number, limit: number, offset: number) {
      if (!flag(await settings.get('loyalty_point_status')))
        throw forbidden('loyalty_disabled', LOYALTY_MESSAGES.disabled);
      const [rows, [count]] = await Promise.all([
        db.query<LedgerRow>(
          `select id, user_id, transaction_id, credit, debit, balance, transaction_type, reference, created_at
             from loyalty_point_transactions where user_id = $1 order by id desc limit $2 offset $3`,
          [userId, limit, (offset - 1) * limit],
        ),
        db.query<{ n: number }>('select count(*)::int as n from loyalty_point_transactions where user_id = $1', [
          userId,
        ]),
      ]);
      return { total_size: count.n, limit, offset, data: rows.map((r) => ({ ...r, updated_at: r.created_at })) };
    },

    /** customer/loyalty-point/point-transfer: `point` points become floor(point / rate) in the wallet. */
    async transfer(userId: number, point: number): Promise<{ message: string }> {
      const all = await settings.all();
      if (!flag(all.loyalty_point_status)) throw forbidden('loyalty_disabled', LOYALTY_MESSAGES.disabled);
      await wallet.assertEnabled();
      const { rate, minimum } = pointConversionTerms(all.loyalty_point_exchange_rate, all.loyalty_point_minimum_point);
      if (point < minimum) throw forbidden('insufficient_point', LOYALTY_MESSAGES.belowMinimum, { min: minimum });
      const places = await currencyDecimals(settings);
      await db.transaction(async (tx) => {
        const balance = await changeBalance(tx, userId, 'loyalty_point', -point);
        if (balance === null) throw forbidden('insufficient_point', LOYALTY_MESSAGES.notEnough);
        const [ledger] = await tx.query<{ transaction_id: string }>(
          "insert into loyalty_point_transactions (user_id, debit, balance, transaction_type) values ($1, $2, $3, 'point_to_wallet') returning transaction_id",
          [userId, point, Number(balance)],
        );
        await wallet.credit(
          tx,
          userId,
          toMinor(pointsToMoney(point, rate), places),
          places,
          'loyalty_point',
          ledger.transaction_id,
        );
      });
      return { message: LOYALTY_MESSAGES.transferred };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
/** customer/loyalty-point/transactions: a page of the points ledger, newest first. */
export type LoyaltyTransactionsJson = Awaited<ReturnType<LoyaltyService['transactions']>>;
