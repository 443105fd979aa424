import { useDismiss } from '../../lib/use-dismiss.ts';
/**
 * The location popover's panel (loaded on first open): the current
 * delivery location, 'Use Current Location', 'Pick from map', and the
 * saved addresses: for a signed-in shopper their list (choosing one sets
 * location and zone: 'New Delivery address selected.'), the Saved Addresses
 * dialog and the address modal; for a guest the sign-in hint and the one
 * address they keep on this device.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { provideMessages, useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { AddressActionResult, AddressesAnswer } from '../../routes/resources/addresses.ts';
import type { LocationActionResult } from '../../routes/resources/location.ts';
import { useAuthHref } from '../auth/auth-launcher.tsx';
import { currentPosition } from '../location/current-position.ts';
import { MapPickerDialog } from '../location/map-dialogs.tsx';
import type { PlacePoint } from '../location/places.ts';
import { LOCATION_ACTION } from '../location/use-choose-location.ts';
import { samePlace, type Address } from './address.ts';
import { AddressFormDialog, ADDRESSES_ACTION } from './address-form-dialog.tsx';
import { AddressList } from './address-list.tsx';
import { SavedAddressesDialog } from './saved-addresses-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import * as authWords from '../auth/messages.ts';
import * as locationWords from '../location/messages.ts';
import * as addressWords from './messages.ts';
import { useLatest, useSettled } from '../../lib/use-latest.ts';
import { mapCentre } from '../../lib/shop-config.ts';

// Its words and its forms' (addresses, phone, validation) are not in every page's root data: they come with this chunk.
provideMessages(authWords);
provideMessages(locationWords);
provideMessages(addressWords);

/** Saved addresses the panel lists before 'View all saved addresses'. */
const PANEL_LIST_SIZE = 3;

type Open = null | 'map' | 'saved' | 'form';

export default function LocationPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const root = useRootData();
  // Spec §1: rental uses pickup wording.
  const pickupWording = root.modules.find((m) => m.id === root.moduleId)?.module_type === 'rental';
  const authHref = useAuthHref();
  const addresses = useFetcher<AddressesAnswer>({ key: 'addresses' });
  const location = useFetcher<LocationActionResult>({ key: 'popover-location' });
  const removal = useFetcher<AddressActionResult>({ key: 'address-delete' });
  const [dialog, setDialog] = useState<Open>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [locating, setLocating] = useState(false);
  /** The card just chosen, checked while its location is being saved. */
  const [picked, setPicked] = useState<Address | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // Each opening loads the list once, unless it is loaded or loading (not again on every change).
  const addressList = useLatest(addresses);
  useEffect(() => {
    const { state, data, load } = addressList.current;
    if (open && state === 'idle' && !data) void load('/resources/addresses');
  }, [open, addressList]);

  // Outside clicks and Escape close the panel, not the dialogs it opened.
  // Choices made in a dialog this panel opened (map, address form) keep it open.
  useDismiss(open, box, onClose, 'dialog, [data-location-popover]');

  useSettled(location, (answer) => {
    setPicked(null);
    if (answer.ok) {
      setDialog(null);
      onClose();
    } else toast(answer.error, { kind: 'error' });
  });

  useSettled(removal, (answer) => {
    setDeleting(null);
    toast(answer.ok ? answer.message : answer.error, { kind: answer.ok ? 'success' : 'error' });
  });

  const deliverTo = (place: PlacePoint) =>
    location.submit(
      { address: place.address, lat: place.lat, lng: place.lng },
      { method: 'post', action: LOCATION_ACTION },
    );
  const openDialog = (which: Open, address: Address | null = null) => {
    setEditing(address);
    setDialog(which);
    onClose();
  };
  const useCurrent = () => {
    setLocating(true);
    currentPosition(t('map.unnamedPlace')).then(
      (place) => {
        setLocating(false);
        deliverTo(place);
      },
      () => {
        setLocating(false);
        toast(t('location.geolocationFailed'), { kind: 'error' });
      },
    );
  };

  const list = addresses.data?.addresses ?? [];
  const current = list.find((a) => samePlace(a, root.location)) ?? null;
  const isCurrent = (a: Address) => samePlace(a, root.location);
  const busy = location.state !== 'idle' || locating;
  const start = root.location ?? mapCentre(root.config);

  return (
    <>
      {open && (
        <div
          ref={box}
          role="dialog"
          aria-label={t(pickupWording ? 'address.popoverTitlePickup' : 'address.popoverTitle')}
          className="fixed inset-x-3 top-[4.25rem] z-40 flex max-h-[calc(100dvh-6rem)] flex-col gap-4 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl md:absolute md:inset-x-auto md:start-0 md:top-full md:mt-2 md:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <div>
            <h2 className="text-base font-bold">
              {t(pickupWording ? 'address.popoverTitlePickup' : 'address.popoverTitle')}
            </h2>
            {root.location && (
              <p dir="auto" className="mt-0.5 truncate text-start text-sm text-slate-600 dark:text-slate-300">
                {root.location.address}
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button size="sm" onClick={useCurrent} disabled={busy}>
              <Icon name="crosshair" className={`size-4 ${locating ? 'animate-spin' : ''}`} />
              {locating ? t('location.locating') : t('location.useCurrent')}
            </Button>
            <Button variant="brand-outline" size="sm" onClick={() => openDialog('map')} disabled={busy}>
              <Icon name="map" className="size-4" />
              {t('location.pickFromMap')}
            </Button>
          </div>

          <section
            aria-labelledby="panel-saved-title"
            className="flex flex-col gap-2 border-t border-slate-100 pt-4 dark:border-slate-800"
          >
            <h3 id="panel-saved-title" className="text-sm font-bold">
              {t(root.signedIn ? 'address.savedTitle' : 'address.yourAddress')}
            </h3>
            {!root.signedIn && (
              <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-200">
                <Icon name="info" className="mt-0.5 size-4" />
                <span>
                  {t('address.signInHint')}{' '}
                  <Link
                    to={authHref('sign-in')}
                    onClick={onClose}
                    className="font-semibold underline underline-offset-2"
                  >
                    {t('nav.signIn')}
                  </Link>
                </span>
              </p>
            )}
            {!addresses.data ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">{t('address.loading')}</p>
            ) : (
              (root.signedIn || list.length > 0) && (
                <AddressList
                  addresses={list.slice(0, PANEL_LIST_SIZE)}
                  selected={picked ?? current}
                  onSelect={(address) => {
                    setPicked(address);
                    deliverTo(address);
                  }}
                  isCurrent={isCurrent}
                  onEdit={(a) => openDialog('form', a)}
                  label={t('address.savedTitle')}
                />
              )
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="link" className="text-sm" onClick={() => openDialog('form')}>
                <Icon name="plus" className="size-4" />
                {t('address.add')}
              </Button>
              {root.signedIn && list.length > 0 && (
                <button
                  type="button"
                  onClick={() => openDialog('saved')}
                  className="text-sm font-semibold text-slate-700 hover:underline dark:text-slate-300"
                >
                  {t('address.viewAll')}
                </button>
              )}
            </div>
          </section>
        </div>
      )}

      <MapPickerDialog
        open={dialog === 'map'}
        onClose={() => setDialog(null)}
        start={start}
        onPick={deliverTo}
        submitting={location.state !== 'idle'}
        error={null}
      />
      <SavedAddressesDialog
        open={dialog === 'saved'}
        onClose={() => setDialog(null)}
        addresses={list}
        onSelect={deliverTo}
        onAdd={() => openDialog('form')}
        onEdit={(a) => openDialog('form', a)}
        onDelete={setDeleting}
        isCurrent={isCurrent}
      />
      <AddressFormDialog
        open={dialog === 'form'}
        onClose={() => setDialog(null)}
        editing={editing}
        onDeliverHere={deliverTo}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          removal.submit({ intent: 'delete', id: String(deleting.id) }, { method: 'post', action: ADDRESSES_ACTION })
        }
        title={t('address.deleteConfirm')}
        description={t('address.deleteNote')}
        confirmLabel={t('address.deleteYes')}
        busy={removal.state !== 'idle'}
        tone="danger"
      />
    </>
  );
}
