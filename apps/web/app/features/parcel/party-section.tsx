/**
 * One side of a parcel (issue 18): the sender or the receiver — a point on
 * the map (with place search), the contact person's name and phone (with
 * the country picker), street, house and floor. A signed-in customer may
 * fill it from a saved address. Fields post with the order's form under
 * `<prefix>_…` names; the point and contact live in the page's state so the
 * summary and the checks see them.
 */
import { useState } from 'react';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { addressTitle, type Address } from '../addresses/address.ts';
import { CHECKOUT_FORM, Section } from '../checkout/section.tsx';
import { MapPickerDialog } from '../location/map-dialogs.tsx';
import type { PlacePoint } from '../location/places.ts';

export interface Party {
  point: PlacePoint | null;
  name: string;
  phone: string;
  email: string;
  road: string;
  house: string;
  floor: string;
}

export const EMPTY_PARTY: Party = { point: null, name: '', phone: '', email: '', road: '', house: '', floor: '' };

interface PartySectionProps {
  side: 'sender' | 'receiver';
  party: Party;
  onParty: (party: Party) => void;
  /** The customer's saved addresses (none for guests). */
  addresses: Address[];
  /** Where the map opens when no point is chosen yet. */
  mapStart: { lat: number; lng: number };
  /** Guests give an email for the sender (spec §2 guest contact form). */
  askEmail: boolean;
  /** The point is outside every zone that serves parcels. */
  outside: boolean;
}

export function PartySection({ side, party, onParty, addresses, mapStart, askEmail, outside }: PartySectionProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  // A saved address replaces the phone: the phone input is remounted with it.
  const [phoneVersion, setPhoneVersion] = useState(0);
  const set = (change: Partial<Party>) => onParty({ ...party, ...change });
  const prefix = side;
  const title = t(side === 'sender' ? 'parcel.sender' : 'parcel.receiver');

  const fillFromSaved = (id: string) => {
    const saved = addresses.find((a) => String(a.id) === id);
    if (!saved) return;
    onParty({
      point: { address: saved.address, lat: saved.lat, lng: saved.lng },
      name: saved.contactName || party.name,
      phone: saved.contactPhone || party.phone,
      email: party.email,
      road: saved.road,
      house: saved.house,
      floor: saved.floor,
    });
    setPhoneVersion((v) => v + 1);
  };

  return (
    <Section title={title} icon={side === 'sender' ? 'send' : 'pin'}>
      <div className="flex flex-col gap-4" data-testid={`parcel-${side}`}>
        {addresses.length > 0 && (
          <Field label={t('parcel.savedAddresses')}>
            {(control) => (
              <select {...control} value="" onChange={(e) => fillFromSaved(e.target.value)} className={INPUT_CLASS}>
                <option value="">{t('parcel.newPoint')}</option>
                {addresses.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {addressTitle(a, t)} — {a.address}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t(side === 'sender' ? 'parcel.pickupPoint' : 'parcel.dropPoint')}
          </span>
          <div
            className={`flex items-start gap-3 rounded-xl px-3 py-2.5 ${outside ? 'bg-red-50 dark:bg-red-500/10' : 'bg-slate-50 dark:bg-slate-800'}`}
          >
            <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p dir="auto" className="min-w-0 flex-1 text-start text-sm" data-testid={`parcel-${side}-point`}>
              {party.point?.address ?? t(side === 'sender' ? 'parcel.pickSender' : 'parcel.pickReceiver')}
            </p>
            <Button
              variant="link"
              className="shrink-0 text-sm"
              onClick={() => setPicking(true)}
              aria-label={`${t(party.point ? 'parcel.changePoint' : 'parcel.choosePoint')}: ${title}`}
            >
              {t(party.point ? 'parcel.changePoint' : 'parcel.choosePoint')}
            </Button>
          </div>
          {outside && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {t('parcel.outsideZone')}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={`${t('parcel.name')} *`}>
            {(control) => (
              <input
                {...control}
                form={CHECKOUT_FORM}
                name={`${prefix}_name`}
                autoComplete={side === 'sender' ? 'name' : 'off'}
                maxLength={100}
                value={party.name}
                onChange={(e) => set({ name: e.target.value })}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field label={`${t('parcel.phone')} *`}>
            {(control) => (
              <PhoneInput
                key={phoneVersion}
                name={`${prefix}_phone_field`}
                control={control}
                defaultValue={party.phone}
                autoComplete={side === 'sender' ? 'tel-national' : 'off'}
                onChange={(phone) => set({ phone })}
              />
            )}
          </Field>
          {askEmail && (
            <Field label={t('parcel.email')}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  form={CHECKOUT_FORM}
                  name={`${prefix}_email`}
                  autoComplete="email"
                  maxLength={255}
                  value={party.email}
                  onChange={(e) => set({ email: e.target.value })}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['road', 'house', 'floor'] as const).map((key) => (
            <Field key={key} label={t(`parcel.${key}`)}>
              {(control) => (
                <input
                  {...control}
                  form={CHECKOUT_FORM}
                  name={`${prefix}_${key}`}
                  maxLength={100}
                  value={party[key]}
                  onChange={(e) => set({ [key]: e.target.value })}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          ))}
        </div>
      </div>
      <MapPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        start={party.point ?? mapStart}
        label={t(side === 'sender' ? 'parcel.pickSender' : 'parcel.pickReceiver')}
        onPick={(point) => {
          set({ point });
          setPicking(false);
        }}
      />
    </Section>
  );
}
