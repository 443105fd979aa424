/**
 * Ratings as 6amMart keeps them: a count per star. The average is
 * (5·c5 + 4·c4 + 3·c3 + 2·c2 + c1) / total, and positive_rating is the share of
 * 3–5 star ratings in percent (reference §5.8).
 */

/** Counts by star, index 0 = one star … index 4 = five stars. */
export type StarCounts = readonly number[];

export interface RatingSummary {
  avg_rating: number;
  rating_count: number;
  /** Percent of ratings with 3 stars or more, rounded to a whole number. */
  positive_rating: number;
  /** 6amMart's `ratings`: [c5, c4, c3, c2, c1]. */
  ratings: number[];
}

/** Rule: average, count and positive share from star counts. */
export function ratingSummary(counts: StarCounts): RatingSummary {
  const stars = [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.trunc(counts[i] ?? 0)));
  const total = stars.reduce((sum, c) => sum + c, 0);
  const weighted = stars.reduce((sum, c, i) => sum + c * (i + 1), 0);
  return {
    avg_rating: total ? Math.round((weighted / total) * 100) / 100 : 0,
    rating_count: total,
    positive_rating: total ? Math.round(((stars[2] + stars[3] + stars[4]) * 100) / total) : 0,
    ratings: [...stars].reverse(),
  };
}

/** Star counts after one more rating (1–5). */
export function addRating(counts: StarCounts, stars: number): number[] {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new RangeError(`A rating is 1 to 5 stars, not ${stars}`);
  const next = [0, 1, 2, 3, 4].map((i) => counts[i] ?? 0);
  next[stars - 1] += 1;
  return next;
}

/** Star counts after a rating is taken back (a review hidden by the operator); never below zero. */
export function removeRating(counts: StarCounts, stars: number): number[] {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new RangeError(`A rating is 1 to 5 stars, not ${stars}`);
  const next = [0, 1, 2, 3, 4].map((i) => counts[i] ?? 0);
  next[stars - 1] = Math.max(0, next[stars - 1] - 1);
  return next;
}

/**
 * Share of each star in a breakdown, in whole percent, for the bars under a
 * rating: [5★, 4★, 3★, 2★, 1★] as 6amMart's `ratings` lists them.
 */
export function ratingShares(ratings: readonly number[]): number[] {
  const total = ratings.reduce((sum, c) => sum + Math.max(0, c), 0);
  return [0, 1, 2, 3, 4].map((i) => (total ? Math.round((Math.max(0, ratings[i] ?? 0) * 100) / total) : 0));
}
