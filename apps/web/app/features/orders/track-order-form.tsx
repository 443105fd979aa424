/** The guest's Track Order form (spec §2, §6): order id and the phone number the order was placed with. */
import { useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { westernDigits } from '@souq/domain';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { checkTrackForm, type TrackFormErrors } from './track.ts';
import { Button } from '../../components/ui/button.tsx';

export function TrackOrderForm({ defaultOrderId = '' }: { defaultOrderId?: string }) {
  const t = useT();
  const answer = useActionData<{ error?: string; fields?: TrackFormErrors }>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/track-order';
  const [errors, setErrors] = useState<TrackFormErrors>({});
  const shown: TrackFormErrors = { ...answer?.fields, ...errors };
  const message = (key: MessageKey | undefined) => (key ? t(key) : null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = checkTrackForm(westernDigits(String(form.get('order_id') ?? '')), String(form.get('phone') ?? ''));
    setErrors(found);
    if (Object.keys(found).length) event.preventDefault();
  };

  return (
    <Form method="post" action="/track-order" onSubmit={check} noValidate className="flex flex-col gap-4">
      <Field label={t('track.orderId')} error={message(shown.orderId)}>
        {(control) => (
          <input
            {...control}
            name="order_id"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={defaultOrderId}
            placeholder={t('track.orderIdPlaceholder')}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('track.phone')} error={message(shown.phone)}>
        {(control) => <PhoneInput name="phone" control={control} />}
      </Field>
      {answer?.error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <Icon name="warning" className="mt-0.5 size-4 shrink-0" />
          {answer.error}
        </p>
      )}
      <Button type="submit" size="lg" busy={busy}>
        {t('track.submit')}
      </Button>
    </Form>
  );
}
