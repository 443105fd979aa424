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

  it('names the nearest landmark for a point, or gives coordinates far from any', async () => {
    const near = await api.request('/api/v1/config/geocode-api?lat=24.7116&lng=46.6740');
    expect(near.body.results[0].formatted_address).toBe('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia');
    const far = await api.request('/api/v1/config/geocode-api?lat=10&lng=10');
    expect(far.body.results[0].formatted_address).toBe('10.00000, 10.00000');
  });
});
