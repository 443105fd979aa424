/**
 * Saved addresses through the API (customer/address/*) for signed-in
 * shoppers, and the guest's one address in an HttpOnly cookie (decision 9).
 * Saving with a token and an existing address is an update, otherwise a
 * create (spec §4).
 */
import type { WireAddressList } from '@souq/api/answers';
import type { Api } from '../../lib/api.server.ts';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { toAddressType, type Address } from './address.ts';

export const GUEST_ADDRESS_COOKIE = 'souq_guest_address';
const YEAR = 365 * 24 * 3600;

/** A saved address as customer/address/list answers it. */
type ApiAddress = WireAddressList['addresses'][number];

function fromApi(row: ApiAddress): Address {
  return {
    id: row.id,
    type: toAddressType(row.address_type),
    label: row.address_label ?? '',
    address: row.address,
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    contactName: row.contact_person_name,
    contactPhone: row.contact_person_number,
    contactEmail: '',
    road: row.road ?? '',
    house: row.house ?? '',
    floor: row.floor ?? '',
    zoneIds: row.zone_ids,
  };
}

export async function listAddresses(api: Api): Promise<Address[]> {
  const page = await api.get('/customer/address/list', { limit: 50, offset: 1 });
  return page.addresses.map(fromApi);
}

/** The posted form as an address, or null when the point is missing or out of range. */
export function parseAddressForm(form: FormData): Address | null {
  const text = (name: string, max: number) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max);
  const lat = Number(form.get('lat'));
  const lng = Number(form.get('lng'));
  if (
    !form.get('lat') ||
    !form.get('lng') ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    return null;
  const id = Number(form.get('id'));
  return {
    id: Number.isInteger(id) && id > 0 ? id : null,
    type: toAddressType(form.get('type')),
    label: form.get('type') === 'other' ? text('label', 50) : '',
    address: text('address', 500),
    lat,
    lng,
    contactName: text('contact_person_name', 100),
    contactPhone: text('contact_person_number', 30),
    contactEmail: text('contact_person_email', 255),
    road: text('road', 255),
    house: text('house', 100),
    floor: text('floor', 50),
    zoneIds: [],
  };
}

/** Creates or updates (an address with an id) a saved address; answers the API's message. */
export async function saveAddress(api: Api, address: Address): Promise<string> {
  const body = {
    address: address.address,
    address_type: address.type,
    address_label: address.label || undefined,
    contact_person_name: address.contactName,
    contact_person_number: address.contactPhone,
    latitude: address.lat,
    longitude: address.lng,
    road: address.road || undefined,
    house: address.house || undefined,
    floor: address.floor || undefined,
    additional_information: '',
  };
  const answer = address.id
    ? await api.put(`/customer/address/update/${address.id}`, { ...body, id: address.id })
    : await api.post('/customer/address/add', body);
  return answer.message;
}

export async function deleteAddress(api: Api, id: number): Promise<string> {
  return (await api.delete('/customer/address/delete', { address_id: id })).message;
}

export function readGuestAddress(request: Request): Address | null {
  const raw = parseCookies(request.headers.get('cookie'))[GUEST_ADDRESS_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Address;
    if (typeof value.address === 'string' && Number.isFinite(value.lat) && Number.isFinite(value.lng))
      return { ...value, id: null, type: toAddressType(value.type) };
  } catch {
    /* a damaged cookie is no address */
  }
  return null;
}

export function guestAddressCookie(address: Address | null, secure: boolean): string {
  return serializeCookie(GUEST_ADDRESS_COOKIE, address ? JSON.stringify({ ...address, id: null, zoneIds: [] }) : '', {
    maxAgeSeconds: address ? YEAR : 0,
    secure,
  });
}
