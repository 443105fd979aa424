/**
 * The checkout's delivery address section (spec §2). Signed in: heading
 * 'Delivery Addresses', the chosen address with its type as title ('Selected
 * Address' for the header's location, which has no edit icon), 'View Saved
 * Address' (the Saved Addresses dialog, only addresses the store's zone
 * serves), add and edit. Hidden for take-away. Guest: the contact card
 * (name, phone, optional email; for delivery also street, house, floor,
 * address) or 'No Contact Info Added', and a pencil ('Please add your
 * delivery address') that opens the address dialog, or for take-away the
 * contact form.
 */
import { useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { addressTitle } from '../addresses/address.ts';
import { AddressFormDialog } from '../addresses/address-form-dialog.tsx';
import { SavedAddressesDialog } from '../addresses/saved-addresses-dialog.tsx';
import type { PlacePoint } from '../location/places.ts';
import { LOCATION_ACTION } from '../location/use-choose-location.ts';
import type { CheckoutAddress, CheckoutData } from './checkout.server.ts';
import { ContactDialog, type Contact } from './contact-form.tsx';
import { Section } from './section.tsx';
import { Button } from '../../components/ui/button.tsx';

interface AddressSectionProps {
  data: CheckoutData;
  takeAway: boolean;
  /** The guest's take-away contact (kept on the page until the order is placed). */
  guestContact: Contact | null;
  onGuestContact: (contact: Contact | null) => void;
}

export function AddressSection({ data, takeAway, guestContact, onGuestContact }: AddressSectionProps) {
  if (data.signedIn) return takeAway ? null : <CustomerAddress data={data} />;
  return <GuestContact data={data} takeAway={takeAway} contact={guestContact} onContact={onGuestContact} />;
}

function CustomerAddress({ data }: { data: CheckoutData }) {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const location = useFetcher({ key: 'checkout-location' });
  const [dialog, setDialog] = useState<null | 'saved' | 'form'>(null);
  const [editing, setEditing] = useState<CheckoutAddress | null>(null);
  const chosen = data.chosenAddress;

  const choose = (id: number | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set('address', String(id));
        else params.delete('address');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  // A new address becomes the delivery location, as in the header; the page then picks it.
  const deliverHere = (place: PlacePoint) => {
    choose(null);
    location.submit(
      { address: place.address, lat: place.lat, lng: place.lng },
      { method: 'post', action: LOCATION_ACTION },
    );
  };

  return (
    <Section title={t('checkout.deliveryAddresses')} icon="pin">
      {chosen ? (
        <div
          className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
          data-testid="checkout-address"
        >
          <Icon
            name={chosen.type === 'office' ? 'office' : chosen.type === 'home' && !chosen.current ? 'home' : 'pin'}
            className="mt-0.5 size-5 text-brand-600"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{chosen.current ? t('checkout.selectedAddress') : addressTitle(chosen, t)}</p>
            <p dir="auto" className="text-start text-sm text-slate-600 dark:text-slate-300">
              {chosen.address}
            </p>
            {(chosen.contactName || chosen.contactPhone) && (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                <bdi>{chosen.contactName}</bdi> · <bdi dir="ltr">{chosen.contactPhone}</bdi>
              </p>
            )}
          </div>
          {!chosen.current && (
            <button
              type="button"
              onClick={() => {
                setEditing(chosen);
                setDialog('form');
              }}
              aria-label={t('address.edit', { name: addressTitle(chosen, t) })}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-200 hover:text-slate-800 dark:hover:bg-slate-700 dark:hover:text-slate-100"
            >
              <Icon name="pencil" className="size-4" />
            </button>
          )}
        </div>
      ) : (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          {t('checkout.addAddressHint')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="text-sm" onClick={() => setDialog('saved')}>
          {t('checkout.viewSavedAddress')}
        </Button>
        <Button
          variant="brand-outline"
          size="sm"
          onClick={() => {
            setEditing(null);
            setDialog('form');
          }}
        >
          <Icon name="plus" className="size-4" />
          {t('address.add')}
        </Button>
      </div>
      <SavedAddressesDialog
        open={dialog === 'saved'}
        onClose={() => setDialog(null)}
        addresses={data.addresses}
        isCurrent={(a) => a.id === chosen?.id}
        onSelect={(a) => choose(a.id)}
        onAdd={() => {
          setEditing(null);
          setDialog('form');
        }}
        onEdit={(a) => {
          setEditing(a as CheckoutAddress);
          setDialog('form');
        }}
      />
      <AddressFormDialog
        open={dialog === 'form'}
        onClose={() => setDialog(null)}
        editing={editing}
        onDeliverHere={deliverHere}
      />
    </Section>
  );
}

function GuestContact({
  data,
  takeAway,
  contact,
  onContact,
}: {
  data: CheckoutData;
  takeAway: boolean;
  contact: Contact | null;
  onContact: (c: Contact | null) => void;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<null | 'address' | 'contact'>(null);
  const address = data.chosenAddress;
  // Take-away needs a contact only; the one typed on this page wins over the saved address's.
  const shown = takeAway
    ? (contact ??
      (address ? { name: address.contactName, phone: address.contactPhone, email: address.contactEmail } : null))
    : address
      ? { name: address.contactName, phone: address.contactPhone, email: address.contactEmail }
      : null;
  return (
    <Section
      title={t(takeAway ? 'checkout.contactInfo' : 'checkout.deliveryAddresses')}
      icon={takeAway ? 'user' : 'pin'}
      aside={
        <button
          type="button"
          onClick={() => setDialog(takeAway ? 'contact' : 'address')}
          title={t('checkout.addAddressHint')}
          aria-label={t('checkout.addAddressHint')}
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-brand-700/15"
          data-testid="guest-contact-edit"
        >
          <Icon name="pencil" className="size-4" />
        </button>
      }
    >
      {shown && shown.name ? (
        <dl
          className="grid gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-2 dark:bg-slate-800/60"
          data-testid="guest-contact-card"
        >
          <Row label={t('address.contactName')} value={shown.name} />
          <Row label={t('address.contactPhone')} value={shown.phone} ltr />
          {shown.email && <Row label={t('address.contactEmail')} value={shown.email} ltr />}
          {!takeAway && address && (
            <>
              {address.road && <Row label={t('address.road')} value={address.road} />}
              {address.house && <Row label={t('address.house')} value={address.house} />}
              {address.floor && <Row label={t('address.floor')} value={address.floor} />}
              <div className="sm:col-span-2">
                <Row label={t('address.address')} value={address.address} />
              </div>
            </>
          )}
        </dl>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 p-4 text-center dark:border-slate-600">
          <p className="font-semibold">{t('checkout.noContactInfo')}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('checkout.enterContactInfo')}</p>
        </div>
      )}
      <AddressFormDialog
        open={dialog === 'address'}
        onClose={() => setDialog(null)}
        editing={address}
        onDeliverHere={() => undefined}
      />
      <ContactDialog
        open={dialog === 'contact'}
        onClose={() => setDialog(null)}
        initial={shown}
        onSave={(c) => onContact(c)}
      />
    </Section>
  );
}

function Row({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
      <dd className="min-w-0 font-medium break-words">
        <bdi dir={ltr ? 'ltr' : 'auto'}>{value}</bdi>
      </dd>
    </div>
  );
}
