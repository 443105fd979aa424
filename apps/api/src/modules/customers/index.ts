/** The public entry of the customers module: what other modules and the app may use. */
export {
  checkProfileImage,
  IMAGE_TOO_LARGE,
  imageExtension,
  isUploadedFile,
  UNSUPPORTED_IMAGE,
  type UploadedFile,
} from './profile-image.ts';
export { customerRoutes, type CustomerInfoJson, type ProfileChangeJson } from './routes.ts';
export { createCustomerService } from './service.ts';
export { rememberOrderZone, selectOrderingCustomer, type OrderingCustomer } from './ordering.ts';
