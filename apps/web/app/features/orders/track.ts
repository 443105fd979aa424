/** The Track Order form's checks, shared by the browser (before sending) and the action (the authority). */
import type { MessageKey } from '../../i18n/t.ts';

export interface TrackFormErrors {
  orderId?: MessageKey;
  phone?: MessageKey;
}

/** A phone is a plus and 6–15 digits once the country code is joined (E.164). */
const PHONE = /^\+?\d{6,15}$/;

export function checkTrackForm(orderId: string, phone: string): TrackFormErrors {
  const errors: TrackFormErrors = {};
  const id = orderId.trim();
  if (!id) errors.orderId = 'track.orderIdRequired';
  else if (!/^\d{1,12}$/.test(id)) errors.orderId = 'track.orderIdInvalid';
  if (!PHONE.test(phone.replace(/[\s-]/g, ''))) errors.phone = 'track.phoneRequired';
  return errors;
}
