/**
 * The wallet tab of the profile (spec §2, §5): the balance, the running
 * top-up bonuses, the ledger by type, a page at a time, and what adding
 * funds needs (spec §5: only with add_fund_status on and a payment method
 * to pay with). The API is the authority on every amount.
 */
import { settingOn as on } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
import { WALLET_PAGE_SIZE, type WalletData, type WalletFilter } from './types.ts';

const ORDER_TYPES = new Set(['order_place', 'partial_payment', 'order_refund']);

export async function loadWallet(api: Api, filter: WalletFilter, page: number): Promise<WalletData> {
  const [ledger, bonuses, config] = await Promise.all([
    api.get('/customer/wallet/transactions', {
      limit: WALLET_PAGE_SIZE,
      offset: page,
      type: filter,
    }),
    api.get('/customer/wallet/bonuses'),
    api.get('/config'),
  ]);
  const methods = config.active_payment_method_list;
  return {
    filter,
    page,
    pageSize: WALLET_PAGE_SIZE,
    total: ledger.total_size,
    transactions: ledger.data.map((row) => ({
      id: row.id,
      type: row.transaction_type,
      credit: row.credit,
      debit: row.debit,
      bonus: row.admin_bonus,
      balance: row.balance,
      orderId:
        ORDER_TYPES.has(row.transaction_type) && row.reference && /^\d+$/.test(row.reference) ? row.reference : null,
      createdAt: row.created_at,
    })),
    bonuses: bonuses.map((b) => ({
      id: b.id,
      title: b.title,
      kind: b.bonus_type === 'percentage' ? 'percentage' : 'amount',
      value: b.bonus_amount,
      minimum: b.minimum_add_amount,
      maximum: b.maximum_bonus_amount,
      endDate: b.end_date,
    })),
    gateways:
      on(config.add_fund_status) && config.digital_payment && methods.length > 0
        ? methods.map((m) => ({ gateway: m.gateway, title: m.gateway_title, image: m.gateway_image_full_url }))
        : null,
  };
}
