/** Reviews as the item, store and order pages render them. */
export interface ReviewView {
  id: number;
  rating: number;
  comment: string | null;
  /** 'YYYY-MM-DD' on the business clock. */
  date: string;
  customerName: string | null;
  /** The item reviewed (shown on the store page). */
  itemName: string | null;
  images: string[];
}

export interface ReviewSummary {
  average: number;
  count: number;
  /** Counts by star, [5★, 4★, 3★, 2★, 1★]. */
  ratings: number[];
}

export interface ReviewPage {
  page: number;
  pageSize: number;
  total: number;
  reviews: ReviewView[];
}
