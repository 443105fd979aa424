/** The Loyalty Points tab's data as the page gets it (loyalty.server.ts reads it from the API). */
export const LOYALTY_PAGE_SIZE = 10;

export interface PointsTransaction {
  id: number;
  type: string;
  credit: number;
  debit: number;
  balance: number;
  /** The order the points were earned on. */
  orderId: string | null;
  createdAt: string;
}

export interface LoyaltyData {
  page: number;
  pageSize: number;
  total: number;
  transactions: PointsTransaction[];
  /** Points per one unit of money, and the fewest points converted at once (the API's rules). */
  terms: { rate: number; minimum: number };
}
