/**
 * Reading a parcel's receiver (client contract §7: receiver_details, a JSON
 * string or an object): a name, a phone that is a phone, an address and a
 * valid point. The zone the client names is not read: the server finds the
 * receiver's zone itself. Pure, or throwing the shopper's message.
 */
import { isPhone, isValidLatLng } from '@souq/domain';
import { unprocessable } from '../../http/errors.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { receiverDetails, type PlaceOrderBody } from './schemas.ts';

export interface ParcelReceiver {
  name: string;
  phone: string;
  address: string;
  lat: number;
  lng: number;
  addressType: string | null;
  floor: string | null;
  road: string | null;
  house: string | null;
}

export function readReceiver(raw: PlaceOrderBody['receiver_details']): ParcelReceiver {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw unprocessable('receiver_details', M.receiverRequired);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw unprocessable('receiver_details', M.receiverRequired);
  const parsed = receiverDetails.safeParse(value);
  if (!parsed.success) throw unprocessable('receiver_details', M.receiverAddressRequired);
  const r = parsed.data;
  if (!r.contact_person_name) throw unprocessable('receiver_details', M.receiverNameRequired);
  if (!r.contact_person_number || !isPhone(r.contact_person_number))
    throw unprocessable('receiver_details', M.receiverPhoneInvalid);
  if (!r.address || r.latitude === null || r.longitude === null || !isValidLatLng(r.latitude, r.longitude))
    throw unprocessable('receiver_details', M.receiverAddressRequired);
  return {
    name: r.contact_person_name,
    phone: r.contact_person_number,
    address: r.address,
    lat: r.latitude,
    lng: r.longitude,
    addressType: r.address_type,
    floor: r.floor,
    road: r.road,
    house: r.house,
  };
}
