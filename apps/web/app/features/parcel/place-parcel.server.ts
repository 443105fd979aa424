/**
 * Placing a parcel (client-contract §7 parcel, server-rules §5.2): the
 * form's sender becomes the order's address and contact, the receiver
 * `receiver_details` (a JSON string, as 6amMart clients send it), with the
 * category, who pays, the tip and the distance. The API recomputes the
 * distance, the charge and the total; the amounts here are only the page's.
 * The order belongs to the sender's zone: it is placed with the sender's
 * zone ids as the zoneId header.
 */
import { CHARGE_PAYERS, type ChargePayer } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';
import { typedAmount } from '../../lib/actions.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { PAYMENT_METHODS, readOfflinePayment, type PlaceRequest } from '../checkout/place-order.server.ts';

const text = (form: FormData, name: string, max = 255) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

/** Zone ids as the form carries them ("[2,1]"): positive integers only, at most a handful. */
function zoneIds(value: string): number[] | null {
  try {
    const list = JSON.parse(value) as unknown;
    if (!Array.isArray(list)) return null;
    const ids = list.filter((id): id is number => Number.isInteger(id) && id > 0 && id < 2 ** 31).slice(0, 20);
    return ids.length ? ids : null;
  } catch {
    return null;
  }
}

export interface ParcelPlaceRequest extends Omit<PlaceRequest, 'page' | 'orderType' | 'attachments'> {
  page: 'parcel';
  /** The sender's zones: the zoneId header of the placement. */
  zoneIds: number[];
}

export function readParcelForm(form: FormData, prefs: Prefs): ParcelPlaceRequest | { problem: MessageKey } {
  const paymentMethod = PAYMENT_METHODS.find((m) => m === form.get('payment_method'));
  if (!paymentMethod) return { problem: 'checkout.choosePayment' };
  const payer = CHARGE_PAYERS.find((p) => p === form.get('charge_payer')) as ChargePayer | undefined;
  const zones = zoneIds(text(form, 'sender_zone_ids', 200));
  if (!payer || !zones) return { problem: 'parcel.pointsFirst' };
  const party = (prefix: string) => ({
    contact_person_name: text(form, `${prefix}_name`, 100),
    contact_person_number: text(form, `${prefix}_phone`, 30),
    address: text(form, `${prefix}_address`, 500),
    latitude: text(form, `${prefix}_lat`, 30),
    longitude: text(form, `${prefix}_lng`, 30),
    road: text(form, `${prefix}_road`, 100),
    house: text(form, `${prefix}_house`, 100),
    floor: text(form, `${prefix}_floor`, 100),
  });
  const sender = party('sender');
  const receiver = party('receiver');
  if (!sender.contact_person_name || !sender.contact_person_number) return { problem: 'parcel.senderNeedsContact' };
  if (!receiver.contact_person_name || !receiver.contact_person_number)
    return { problem: 'parcel.receiverNeedsContact' };

  const body: Record<string, string | number> = {
    cart: '[]',
    order_type: 'parcel',
    payment_method: paymentMethod,
    order_amount: Number(form.get('order_amount')) || 0,
    distance: Number(form.get('distance')) || 0,
    ...sender,
    address_type: 'others',
    receiver_details: JSON.stringify({
      ...receiver,
      latitude: Number(receiver.latitude),
      longitude: Number(receiver.longitude),
      zone_id: Number(form.get('receiver_zone_id')) || null,
      address_type: 'others',
    }),
    parcel_category_id: Number(form.get('parcel_category_id')) || 0,
    charge_payer: payer,
    sender_zone_id: Number(form.get('sender_zone_id')) || zones[0],
    tax_amount: 0,
    discount_amount: 0,
  };
  const email = text(form, 'sender_email');
  if (email) body.contact_person_email = email;
  const instruction = text(form, 'instruction', 255);
  if (instruction) body.delivery_instruction = instruction;
  const note = text(form, 'order_note', 1000);
  if (note) body.order_note = note;
  const tips = typedAmount(form, 'dm_tips');
  if (tips) body.dm_tips = tips;
  if (form.get('partial_payment') === '1') body.partial_payment = 1;
  let newAccount: ParcelPlaceRequest['newAccount'] = null;
  if (!prefs.token && prefs.guestId) {
    body.guest_id = prefs.guestId;
    body.is_guest = 1;
    if (form.get('create_new_user') === '1') {
      // The sender's name and phone, the section's email and password (sent as typed): the API checks them.
      const password = String(form.get('account_password') ?? '').slice(0, 200);
      body.create_new_user = 1;
      body.password = password;
      const accountEmail = text(form, 'account_email');
      if (accountEmail) body.contact_person_email = accountEmail;
      newAccount = { phone: sender.contact_person_number, password };
    }
  }

  const offline = paymentMethod === 'offline_payment' ? readOfflinePayment(form) : null;
  if (offline && 'problem' in offline) return offline;
  return {
    page: 'parcel',
    idempotencyKey: text(form, 'idempotency_key', 100),
    paymentMethod,
    partial: form.get('partial_payment') === '1',
    gateway: text(form, 'gateway', 100),
    offline,
    newAccount,
    body,
    zoneIds: zones,
  };
}
