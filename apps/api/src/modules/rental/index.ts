/** The public entry of the rental module: what other modules and the app may use. */
export { createRentalServices, type RentalServices } from './services.ts';
export { rentalRoutes, rentalOperatorRoutes } from './routes.ts';
export type { TripBookedJson } from './user-routes.ts';
export { countCustomerTrips, countTripUses } from './coupon-counts.ts';
export type { ProviderDetailsJson, ProviderJson, RentalWishlistJson, VehicleJson, VehiclePageJson } from './format.ts';
export type { RentalCartJson } from './cart.ts';
export type { TripDetailsJson, TripJson, TripPageJson, TripSummaryJson } from './trips.ts';
export type { ProviderPageJson, RentalReviewPageJson, VehicleCategoryPageJson } from './catalog-routes.ts';
