/**
 * The Loyalty Points tab of the profile (spec §2, §6): the ledger a page at a
 * time and the conversion terms of the config. The balance comes with the
 * profile; the API is the authority on every conversion.
 */
import type { Api } from '../../lib/api.server.ts';
import { pointConversionTerms } from '@souq/domain';
import { LOYALTY_PAGE_SIZE, type LoyaltyData } from './types.ts';

export async function loadLoyalty(api: Api, page: number): Promise<LoyaltyData> {
  const [ledger, config] = await Promise.all([
    api.get('/customer/loyalty-point/transactions', {
      limit: LOYALTY_PAGE_SIZE,
      offset: page,
    }),
    api.get('/config'),
  ]);
  return {
    page,
    pageSize: LOYALTY_PAGE_SIZE,
    total: ledger.total_size,
    transactions: ledger.data.map((row) => ({
      id: row.id,
      type: row.transaction_type,
      credit: row.credit,
      debit: row.debit,
      balance: row.balance,
      orderId:
        row.transaction_type === 'order_place' && row.reference && /^\d+$/.test(row.reference) ? row.reference : null,
      createdAt: row.created_at,
    })),
    terms: pointConversionTerms(config.loyalty_point_exchange_rate, config.loyalty_point_minimum_point),
  };
}
