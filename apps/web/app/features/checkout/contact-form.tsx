/**
 * The guest contact form (spec §2): Contact Person Name, phone (country
 * preselected from config), Contact Person Email, Reset and Save. Name and
 * email are marked required (spec §5); the phone is needed to place the order.
 */
import { ADDRESS_LIMITS } from '@souq/domain';
import { useState, type FormEvent } from 'react';
import { checkContact } from '../addresses/address.ts';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { Button } from '../../components/ui/button.tsx';

export interface Contact {
  name: string;
  phone: string;
  email: string;
}

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  initial: Contact | null;
  onSave: (contact: Contact) => void;
}

export function ContactDialog({ open, onClose, initial, onSave }: ContactDialogProps) {
  const t = useT();
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<keyof Contact, MessageKey>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const contact = {
      name: String(form.get('name') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
    };
    const found = checkContact(contact);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave(contact);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('checkout.contactInfo')}>
      <form key={version} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="guest-contact-form">
        <Field label={`${t('checkout.contactPersonName')} *`} error={errors.name ? t(errors.name) : null}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={ADDRESS_LIMITS.contactNameMax}
              defaultValue={initial?.name}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('address.contactPhone')} error={errors.phone ? t(errors.phone) : null}>
          {(control) => <PhoneInput name="phone" control={control} defaultValue={initial?.phone} />}
        </Field>
        <Field label={`${t('checkout.contactPersonEmail')} *`} error={errors.email ? t(errors.email) : null}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={ADDRESS_LIMITS.contactEmailMax}
              defaultValue={initial?.email}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              setErrors({});
              setVersion((v) => v + 1);
            }}
          >
            {t('checkout.reset')}
          </Button>
          <Button className="flex-1" type="submit">
            {t('checkout.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
