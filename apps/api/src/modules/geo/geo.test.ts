import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();

describe('place search, details and geocoding (offline gazetteer)', () => {
  it('suggests places matching every word, in both Google formats', async () => {
    const { body } = await api.request('/api/v1/config/place-api-autocomplete?search_text=kingdom%20centre');
    expect(body.status).toBe('OK');
    expect(body.suggestions[0].placePrediction).toMatchObject({
      placeId: expect.any(String),
      structuredFormat: {
        mainText: { text: 'Kingdom Centre' },
        secondaryText: { text: 'Al Olaya, Riyadh, Saudi Arabia' },
      },
    });
    expect(body.predictions[0]).toMatchObject({ description: 'Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia' });
  });

  it('finds Arabic names, ignoring hamza and ta marbuta variants', async () => {
    const { body } = await api.request({
      url: `/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent('برج المملكه')}`,
      headers: { 'x-localization': 'ar' },
    });
    expect(body.suggestions[0].placePrediction.structuredFormat.mainText.text).toBe('برج المملكة');
  });

  it('answers ZERO_RESULTS when nothing matches, and 422 for an empty search', async () => {
    expect((await api.request('/api/v1/config/place-api-autocomplete?search_text=zzzz')).body).toMatchObject({
      status: 'ZERO_RESULTS',
      suggestions: [],
    });
    expect((await api.request('/api/v1/config/place-api-autocomplete?search_text=')).status).toBe(422);
  });

  it('gives the coordinates of a suggestion', async () => {
    const { body: found } = await api.request('/api/v1/config/place-api-autocomplete?search_text=masmak');
    const placeId = found.suggestions[0].placePrediction.placeId;
    const { body } = await api.request(`/api/v1/config/place-api-details?placeid=${placeId}`);
    expect(body.location).toEqual({ latitude: 24.6312, longitude: 46.7134 });
    expect(body.result.geometry.location).toEqual({ lat: 24.6312, lng: 46.7134 });
    expect((await api.request('/api/v1/config/place-api-details?placeid=nope')).status).toBe(404);
  });

  it('names the nearest landmark for a point off the roads', async () => {
    const near = await api.request('/api/v1/config/geocode-api?lat=24.7116&lng=46.6740');
    expect(near.body.results[0].formatted_address).toBe('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia');
  });

  it('names the road a point is on first, then the nearest landmark, in the caller’s language', async () => {
    // On King Fahd Road, a few metres from its centre line, beside Kingdom Centre.
    const point = 'lat=24.7114&lng=46.6757';
    const en = await api.request(`/api/v1/config/geocode-api?${point}`);
    expect(en.body.results[0].formatted_address).toBe(
      'King Fahd Road, near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia',
    );
    const ar = await api.request({ url: `/api/v1/config/geocode-api?${point}`, headers: { 'x-localization': 'ar' } });
    expect(ar.body.results[0].formatted_address).toBe(
      'طريق الملك فهد، بالقرب من برج المملكة، العليا، الرياض، المملكة العربية السعودية',
    );
  });

  it('never answers bare coordinates: a distance from the nearest landmark, or nothing outside the city', async () => {
    // Out in the desert north of the city, about 6 km from the airport.
    const desert = await api.request('/api/v1/config/geocode-api?lat=25.01&lng=46.69');
    expect(desert.body.results[0].formatted_address).toBe(
      '5.9 km from King Khalid International Airport, Airport District, Riyadh, Saudi Arabia',
    );
    const ar = await api.request({
      url: '/api/v1/config/geocode-api?lat=25.01&lng=46.69',
      headers: { 'x-localization': 'ar' },
    });
    expect(ar.body.results[0].formatted_address).toMatch(/^على بعد ٥٫٩ كم من مطار الملك خالد الدولي/);
    const far = await api.request('/api/v1/config/geocode-api?lat=10&lng=10');
    expect(far.body).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });
});

describe('offline map (the demo city drawn without a tile server)', () => {
  it('answers the main roads with their paths and the landmarks, in the caller’s language', async () => {
    const en = await api.request('/api/v1/offline-map');
    expect(en.status).toBe(200);
    const kingFahd = en.body.roads.find((r: { name: string }) => r.name === 'King Fahd Road');
    expect(kingFahd).toMatchObject({ kind: 'highway', path: expect.arrayContaining([[24.7114, 46.6755]]) });
    expect(en.body.places).toContainEqual({
      id: expect.any(Number),
      name: 'Masmak Fortress',
      lat: 24.6312,
      lng: 46.7134,
    });

    const ar = await api.request({ url: '/api/v1/offline-map', headers: { 'x-localization': 'ar' } });
    expect(ar.body.roads.map((r: { name: string }) => r.name)).toContain('طريق الملك فهد');
    expect(ar.body.places.map((p: { name: string }) => p.name)).toContain('قصر المصمك');
    expect(ar.body.roads).toHaveLength(en.body.roads.length);
  });
});
