/** The public entry of the registrations module: what other modules and the app may use. */
export { registrationOperatorRoutes, type ApplicationDecidedJson } from './operator-routes.ts';
export type { ApplicationListJson } from './service.ts';
export { APPLICATIONS_PER_IP, registrationRoutes, type ApplicationSubmittedJson, type PackagesJson } from './routes.ts';
export { createRegistrationService, type RegistrationService } from './service.ts';
