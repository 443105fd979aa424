/**
 * The registration forms as the domain's inputs, read from the form itself
 * (FormData) by the same rules the API reads a body with (@souq/domain
 * registration-form.ts), so each step is checked as the API will check it
 * before the shopper moves on. Only the zone check is the page's own: it
 * holds the zones' outlines.
 */
import {
  courierApplicationFrom,
  pointInPolygon,
  storeApplicationFrom,
  type CourierApplicationInput,
  type RegistrationFields,
  type StoreApplicationInput,
} from '@souq/domain';
import type { JoinZone } from './types.ts';

const fieldsOf = (form: FormData): RegistrationFields => ({
  values: (name) => form.getAll(name).map((value) => (typeof value === 'string' ? value : '')),
  files: (name) =>
    form.getAll(name).filter((f): f is File => typeof f === 'object' && f !== null && 'size' in f && f.size > 0).length,
});

export function storeFormInput(form: FormData, zones: readonly JoinZone[]): StoreApplicationInput {
  const input = storeApplicationFrom(fieldsOf(form));
  const zone = zones.find((z) => z.id === input.zoneId);
  const { latitude, longitude } = input;
  return {
    ...input,
    pointInZone:
      zone && latitude !== null && longitude !== null
        ? pointInPolygon({ lat: latitude, lng: longitude }, { outer: zone.outer, holes: zone.holes })
        : null,
  };
}

export const courierFormInput = (form: FormData): CourierApplicationInput => courierApplicationFrom(fieldsOf(form));
