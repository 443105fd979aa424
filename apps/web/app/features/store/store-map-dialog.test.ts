import { describe, expect, it } from 'vitest';
import { directionsUrl } from './store-map-dialog.tsx';

describe('directions to a store (spec §2: store map modal with a directions link)', () => {
  it('links to directions ending at the store, from the shopper when known', () => {
    const url = new URL(directionsUrl({ lat: 24.712, lng: 46.682 }, { lat: 24.7114, lng: 46.6744 }));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('route')).toBe('24.7114,46.6744;24.712,46.682');
  });

  it('leaves the start to the maps provider without a saved location', () => {
    expect(new URL(directionsUrl({ lat: 24.712, lng: 46.682 }, null)).searchParams.get('route')).toBe(';24.712,46.682');
  });
});
