/** Reviews are shown five at a time; the page number is ?reviews=N, so item and store pages keep their own ?page. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_PARAM = 'reviews';
