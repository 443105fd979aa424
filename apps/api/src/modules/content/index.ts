/** The public entry of the content module: what other modules and the app may use. */
export { contentRoutes, type LandingJson, type PageJson } from './routes.ts';
export { createContentService } from './service.ts';
export {
  createModuleContentService,
  type ModuleContentService,
  type ParcelSlidesJson,
  type TestimonialJson,
  type VideoContentJson,
  type WhyChooseJson,
} from './module-content.ts';
