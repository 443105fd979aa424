/** The public entry of the parcel module: what other modules and the app may use. */
export {
  categoryRates,
  createParcelCatalog,
  formatParcelCategory,
  type ParcelCatalog,
  type ParcelCategoryJson,
  type ParcelInstructionsJson,
  type ParcelCategoryRow,
} from './catalog.ts';
export { parcelRoutes } from './routes.ts';
