/** The wallet tab's data as the page gets it (wallet.server.ts reads it from the API). */
export const WALLET_FILTERS = ['all', 'order', 'add_fund', 'loyalty_point', 'referrer'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
export const WALLET_PAGE_SIZE = 10;

export interface WalletTransaction {
  id: number;
  type: string;
  credit: number;
  debit: number;
  bonus: number;
  balance: number;
  /** The order a payment or refund belongs to. */
  orderId: string | null;
  createdAt: string;
}

export interface WalletBonus {
  id: number;
  title: string;
  kind: 'percentage' | 'amount';
  value: number;
  minimum: number;
  maximum: number;
  endDate: string;
}

export interface Gateway {
  gateway: string;
  title: string;
  image: string | null;
}

export interface WalletData {
  filter: WalletFilter;
  page: number;
  pageSize: number;
  total: number;
  transactions: WalletTransaction[];
  bonuses: WalletBonus[];
  /** Null when the shopper cannot add funds here. */
  gateways: Gateway[] | null;
}

export function walletFilter(value: string | null): WalletFilter {
  return (WALLET_FILTERS as readonly string[]).includes(value ?? '') ? (value as WalletFilter) : 'all';
}
