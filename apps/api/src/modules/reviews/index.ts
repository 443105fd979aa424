/** The public entry of the reviews module: what other modules and the app may use. */
export { reviewOperatorRoutes, type OperatorReviewsJson } from './operator-routes.ts';
export { reviewRoutes, type ReviewReminderJson } from './routes.ts';
export { createReviewService, type ReviewService } from './service.ts';
export { countVisibleReviews, selectOrderReviewMarks, selectVisibleReviews, type VisibleReviewRow } from './queries.ts';
