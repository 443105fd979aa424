/**
 * Place search and geocoding in the Google formats existing clients parse:
 * Places v1 (suggestions, location) and the legacy one (predictions,
 * result.geometry, results[0].formatted_address), side by side. And Souq's
 * own offline-map: the demo city's drawing for maps without a tile server.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { latitude, longitude } from '../../http/schemas.ts';
import type { CityLayer } from './city.ts';

export const geoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config/place-api-autocomplete',
      {
        schema: {
          tags: ['geo'],
          summary: 'Place suggestions for a search text',
          querystring: z.object({
            search_text: z.string().trim().min(1, 'The search_text field is required.').max(200),
          }),
        },
      },
      async (request): Promise<PlaceSuggestionsJson> => {
        const places = await ctx.geocoder.autocomplete(request.query.search_text, request.ctx.locale);
        return suggestionsAnswer(places);
      },
    );

    app.get(
      '/config/place-api-details',
      {
        schema: {
          tags: ['geo'],
          summary: 'Coordinates and address of a suggested place',
          querystring: z.object({ placeid: z.string().trim().min(1, 'The placeid field is required.').max(200) }),
        },
      },
      async (request): Promise<PlaceDetailsJson> => {
        const place = await ctx.geocoder.details(request.query.placeid, request.ctx.locale);
        if (!place) throw notFound('placeid', 'Place not found.');
        return placeAnswer(place);
      },
    );

    app.get(
      '/config/geocode-api',
      {
        schema: {
          tags: ['geo'],
          summary: 'Address text for a point',
          querystring: z.object({ lat: latitude, lng: longitude }),
        },
      },
      async (request): Promise<GeocodeJson> => {
        const { lat, lng } = request.query;
        const address = await ctx.geocoder.reverse({ lat, lng }, request.ctx.locale);
        return geocodeAnswer(address, lat, lng);
      },
    );

    app.get(
      '/offline-map',
      {
        schema: {
          tags: ['geo'],
          summary: "The demo city's main roads and landmarks, named in the caller's language (Souq)",
          description:
            'What the storefront draws as the base map when no tile server is configured. Paths are [lat, lng] pairs; kind is highway, primary or street.',
        },
      },
      async (request): Promise<CityLayer> => ctx.city.layer(request.ctx.locale),
    );
  };

type Places = Awaited<ReturnType<AppContext['geocoder']['autocomplete']>>;
type Place = NonNullable<Awaited<ReturnType<AppContext['geocoder']['details']>>>;

/** config/place-api-autocomplete: the suggestions in both Google formats (Places v1 and legacy). */
function suggestionsAnswer(places: Places) {
  return {
    status: places.length ? 'OK' : 'ZERO_RESULTS',
    suggestions: places.map((p) => ({
      placePrediction: {
        placeId: p.placeId,
        place: `places/${p.placeId}`,
        text: { text: p.description },
        structuredFormat: { mainText: { text: p.mainText }, secondaryText: { text: p.secondaryText } },
      },
    })),
    predictions: places.map((p) => ({
      place_id: p.placeId,
      description: p.description,
      structured_formatting: { main_text: p.mainText, secondary_text: p.secondaryText },
    })),
  };
}
export type PlaceSuggestionsJson = ReturnType<typeof suggestionsAnswer>;

/** config/place-api-details: the place in both Google formats. */
function placeAnswer(place: Place) {
  return {
    status: 'OK',
    id: place.placeId,
    displayName: { text: place.name },
    formattedAddress: place.address,
    location: { latitude: place.lat, longitude: place.lng },
    result: {
      place_id: place.placeId,
      name: place.name,
      formatted_address: place.address,
      geometry: { location: { lat: place.lat, lng: place.lng } },
    },
  };
}
export type PlaceDetailsJson = ReturnType<typeof placeAnswer>;

/** config/geocode-api: the address of a point (legacy Geocoding format). */
function geocodeAnswer(address: string | null, lat: number, lng: number) {
  return {
    status: address ? 'OK' : 'ZERO_RESULTS',
    results: address ? [{ formatted_address: address, geometry: { location: { lat, lng } } }] : [],
  };
}
export type GeocodeJson = ReturnType<typeof geocodeAnswer>;
