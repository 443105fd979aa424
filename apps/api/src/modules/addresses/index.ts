/** The public entry of the addresses module: what other modules and the app may use. */
export { addressRoutes, type AddressAddedJson, type AddressListJson, type AddressUpdatedJson } from './routes.ts';
export { createAddressService } from './service.ts';
export { ownsAddress, removeCustomerAddresses } from './ownership.ts';
