import { describe, expect, it } from 'vitest';
import { parseTripSearch, straightKm, tripSearchPairs, vehicleSearchFilter } from './trip-search.ts';

const q = (pairs: Record<string, string>) => new URLSearchParams(pairs);

describe("the rental home's trip search travels in the query (issue 17: pickup, destination, date and time, hourly or distance-wise)", () => {
  it('reads a full search and writes it back the same', () => {
    const search = parseTripSearch(
      q({
        pickup_lat: '24.7114',
        pickup_lng: '46.6744',
        pickup_address: 'Kingdom Centre',
        destination_lat: '24.6333',
        destination_lng: '46.7167',
        destination_address: 'Al Murabba',
        pickup_time: '2026-12-01T10:00',
        type: 'hourly',
        hours: '3',
      }),
    );
    expect(search).toEqual({
      pickup: { lat: 24.7114, lng: 46.6744, address: 'Kingdom Centre' },
      destination: { lat: 24.6333, lng: 46.7167, address: 'Al Murabba' },
      at: '2026-12-01T10:00',
      type: 'hourly',
      hours: 3,
    });
    expect(parseTripSearch(new URLSearchParams(tripSearchPairs(search)))).toEqual(search);
  });

  it('asks the API only for vehicles free at that pickup point and time', () => {
    const search = parseTripSearch(
      q({ pickup_lat: '24.7', pickup_lng: '46.6', pickup_time: '2026-12-01T10:00', type: 'hourly', hours: '5' }),
    );
    expect(vehicleSearchFilter(search)).toEqual({
      pickup_time: '2026-12-01T10:00',
      pickup_lat: 24.7,
      pickup_lng: 46.6,
      estimated_hours: 5,
    });
    expect(vehicleSearchFilter(parseTripSearch(q({ pickup_lat: '24.7', pickup_lng: '46.6' })))).toEqual({});
  });

  it('drops what is not a point, a time, a type or hours (every input hostile)', () => {
    expect(
      parseTripSearch(
        q({
          pickup_lat: '91',
          pickup_lng: '46',
          destination_lat: 'NaN',
          destination_lng: '1',
          pickup_time: '2026-12-01 10:00; drop',
          type: 'constructor',
          hours: '1.5',
        }),
      ),
    ).toEqual({ pickup: null, destination: null, at: null, type: null, hours: null });
    expect(parseTripSearch(q({ hours: '721' })).hours).toBeNull();
    const long = parseTripSearch(q({ pickup_lat: '1', pickup_lng: '1', pickup_address: 'x'.repeat(500) }));
    expect(long.pickup?.address).toHaveLength(200);
  });

  it('a distance-wise trip starts from the straight line pickup → destination, at least 1 km', () => {
    const both = parseTripSearch(
      q({ pickup_lat: '24.7114', pickup_lng: '46.6744', destination_lat: '24.6333', destination_lng: '46.7167' }),
    );
    expect(straightKm(both)).toBeCloseTo(9.7, 0);
    const near = parseTripSearch(
      q({ pickup_lat: '24.7114', pickup_lng: '46.6744', destination_lat: '24.7115', destination_lng: '46.6744' }),
    );
    expect(straightKm(near)).toBe(1);
    expect(straightKm(parseTripSearch(q({ pickup_lat: '24.7', pickup_lng: '46.6' })))).toBeNull();
  });
});
