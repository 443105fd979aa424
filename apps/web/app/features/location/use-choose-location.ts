/**
 * Saves a chosen location through the location action. `result` is the
 * action's answer once the page data has been refreshed with it.
 */
import { useFetcher } from 'react-router';
import type { LocationActionResult } from '../../routes/resources/location.ts';
import type { PlacePoint } from './places.ts';

export const LOCATION_ACTION = '/resources/location';

export function useChooseLocation() {
  const fetcher = useFetcher<LocationActionResult>({ key: 'choose-location' });
  return {
    choose: (place: PlacePoint) =>
      fetcher.submit(
        { address: place.address, lat: place.lat, lng: place.lng },
        { method: 'post', action: LOCATION_ACTION },
      ),
    /** Waiting for the zone check. */
    submitting: fetcher.state === 'submitting',
    result: fetcher.state === 'idle' ? fetcher.data : undefined,
    /** The zone check's answer while the shell refreshes. */
    pending: fetcher.state === 'loading' ? fetcher.data : undefined,
    reset: () => fetcher.reset(),
  };
}
