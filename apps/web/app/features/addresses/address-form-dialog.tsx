/**
 * The address modal (spec §2, §4): first the map with place search (the
 * shell's map picker), then the form: type home / office / other (other
 * takes an optional label that replaces the type), the address text,
 * street, house and floor, the contact person, 'Save this Address'. A
 * guest's form also asks for an email. Saving with a token and an existing
 * address updates it; otherwise it is created (or kept on this device for a
 * guest). A new address becomes the delivery location.
 */
import { ADDRESS_LIMITS } from '@souq/domain';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { Checkbox, Field, INPUT_CLASS, SubmitButton } from '../../components/form/field.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { AddressActionResult } from '../../routes/resources/addresses.ts';
import type { FieldErrors } from '../auth/validation.ts';
import type { PlacePoint } from '../location/places.ts';
import { MapLoading } from '../location/map-dialogs.tsx';
import { ADDRESS_TYPES, checkAddress, type Address, type AddressFormValues, type AddressType } from './address.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSettled } from '../../lib/use-latest.ts';
import { mapCentre } from '../../lib/shop-config.ts';

const MapPicker = lazy(() => import('../location/map-picker.tsx'));

export const ADDRESSES_ACTION = '/resources/addresses';

interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to edit; none adds one. */
  editing: Address | null;
  /** Called with the saved address when it should become the delivery location. */
  onDeliverHere: (place: PlacePoint) => void;
}

export function AddressFormDialog({ open, onClose, editing, onDeliverHere }: AddressFormDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t(editing ? 'address.editTitle' : 'address.addTitle')} variant="wide">
      <AddressForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} onDeliverHere={onDeliverHere} />
    </Dialog>
  );
}

function AddressForm({
  editing,
  onDone,
  onDeliverHere,
}: {
  editing: Address | null;
  onDone: () => void;
  onDeliverHere: (place: PlacePoint) => void;
}) {
  const t = useT();
  const toast = useToast();
  const root = useRootData();
  const fetcher = useFetcher<AddressActionResult>({ key: 'address-save' });
  const [place, setPlace] = useState<PlacePoint | null>(
    editing ? { address: editing.address, lat: editing.lat, lng: editing.lng } : null,
  );
  const [choosingPoint, setChoosingPoint] = useState(!editing);
  const [type, setType] = useState<AddressType>(editing?.type ?? 'home');
  const [save, setSave] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<keyof AddressFormValues>>({});
  const submitted = useRef<{ deliver: PlacePoint | null } | null>(null);
  const guest = !root.signedIn;

  useSettled(fetcher, (answer) => {
    if (!submitted.current) return;
    const { deliver } = submitted.current;
    submitted.current = null;
    if (!answer.ok) return toast(answer.error, { kind: 'error' });
    toast(answer.message);
    onDone();
    if (deliver) onDeliverHere(deliver);
  });

  if (choosingPoint || !place) {
    const start = place ?? root.location ?? mapCentre(root.config);
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('address.mapHint')}</p>
        <Suspense fallback={<MapLoading />}>
          <MapPicker
            start={start}
            onPick={(picked) => {
              setPlace(picked);
              setChoosingPoint(false);
            }}
          />
        </Suspense>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const found = checkAddress({
      address: value('address'),
      contactName: value('contact_person_name'),
      contactPhone: value('contact_person_number'),
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    const point = { address: value('address').trim(), lat: place.lat, lng: place.lng };
    // An edit stays an edit; a new address is where the shopper wants delivery now.
    const deliver = editing ? null : point;
    if (!save && !editing) {
      onDone();
      return onDeliverHere(point);
    }
    submitted.current = { deliver };
    form.set('intent', 'save');
    form.set('lat', String(place.lat));
    form.set('lng', String(place.lng));
    if (editing?.id) form.set('id', String(editing.id));
    fetcher.submit(form, { method: 'post', action: ADDRESSES_ACTION });
  };

  const error = (key: keyof AddressFormValues) => (errors[key] ? t(errors[key]!) : null);
  const customerName = root.customer?.fullName ?? '';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 px-3 py-2.5 dark:bg-slate-800">
        <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
        <p dir="auto" className="min-w-0 flex-1 text-start text-sm">
          {place.address}
        </p>
        <Button variant="link" className="shrink-0 text-sm" onClick={() => setChoosingPoint(true)}>
          {t('location.pickFromMap')}
        </Button>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('address.typeLegend')}
        </legend>
        <div className="flex gap-2">
          {ADDRESS_TYPES.map((option) => (
            <label
              key={option}
              className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 dark:border-slate-600 dark:has-checked:bg-brand-700/20 dark:has-checked:text-brand-100"
            >
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="sr-only"
              />
              <Icon name={option === 'home' ? 'home' : option === 'office' ? 'office' : 'pin'} className="size-4" />
              {t(`address.type.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'other' && (
        <Field label={t('address.label')}>
          {(control) => (
            <input
              {...control}
              name="label"
              maxLength={50}
              defaultValue={editing?.label}
              placeholder={t('address.labelPlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}

      <Field label={t('address.address')} error={error('address')}>
        {(control) => (
          <input
            {...control}
            name="address"
            maxLength={ADDRESS_LIMITS.addressMax}
            defaultValue={place.address}
            placeholder={t('address.addressPlaceholder')}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('address.road')}>
          {(control) => (
            <input {...control} name="road" maxLength={255} defaultValue={editing?.road} className={INPUT_CLASS} />
          )}
        </Field>
        <Field label={t('address.house')}>
          {(control) => (
            <input {...control} name="house" maxLength={100} defaultValue={editing?.house} className={INPUT_CLASS} />
          )}
        </Field>
        <Field label={t('address.floor')}>
          {(control) => (
            <input {...control} name="floor" maxLength={50} defaultValue={editing?.floor} className={INPUT_CLASS} />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('address.contactName')} error={error('contactName')}>
          {(control) => (
            <input
              {...control}
              name="contact_person_name"
              autoComplete="name"
              maxLength={ADDRESS_LIMITS.contactNameMax}
              defaultValue={editing?.contactName ?? customerName}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('address.contactPhone')} error={error('contactPhone')}>
          {(control) => (
            <PhoneInput
              name="contact_person_number"
              control={control}
              defaultValue={editing?.contactPhone ?? root.customer?.phone}
            />
          )}
        </Field>
      </div>
      {guest && (
        <Field label={t('address.contactEmail')}>
          {(control) => (
            <input
              {...control}
              name="contact_person_email"
              type="email"
              autoComplete="email"
              maxLength={ADDRESS_LIMITS.contactEmailMax}
              defaultValue={editing?.contactEmail}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}
      {!editing && <Checkbox name="save" label={t('address.saveThis')} checked={save} onChange={setSave} />}
      <SubmitButton busy={fetcher.state !== 'idle'} busyLabel={t('auth.working')}>
        {t(editing ? 'address.submitUpdate' : save ? 'address.submit' : 'address.deliverHere')}
      </SubmitButton>
    </form>
  );
}
