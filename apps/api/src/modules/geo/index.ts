/** The public entry of the geo module: what other modules and the app may use. */
export { geoRoutes, type GeocodeJson, type PlaceDetailsJson, type PlaceSuggestionsJson } from './routes.ts';
export { createCity, type City, type CityData, type CityPlace, type CityRoad, type CityLayer } from './city.ts';
