/**
 * A guest's account made with the order (create_new_user, reference §5.2):
 * a box to tick, then the email the account signs in with and a password of
 * 8 or more. The name and phone are the order's contact. The page checks the
 * fields with the domain's rule before placing (checkoutAccountProblems);
 * the API checks again and refuses a phone or email already registered.
 */
import { useState } from 'react';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { useT } from '../../i18n/t.ts';
import { CHECKOUT_FORM, Section } from './section.tsx';

export function NewAccountSection({ email }: { email: string }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  return (
    <Section title={t('checkout.account')} icon="user">
      <label className="flex items-start gap-2.5 text-sm">
        <input
          form={CHECKOUT_FORM}
          type="checkbox"
          name="create_new_user"
          value="1"
          checked={wanted}
          onChange={(event) => setWanted(event.target.checked)}
          className="mt-0.5 size-4.5 accent-brand-600"
          data-testid="create-account"
        />
        <span>
          <span className="font-semibold">{t('checkout.createAccount')}</span>
          <span className="block text-slate-500 dark:text-slate-400">{t('checkout.createAccountHint')}</span>
        </span>
      </label>
      {wanted && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('checkout.accountEmail')}>
            {(control) => (
              <input
                {...control}
                form={CHECKOUT_FORM}
                name="account_email"
                type="email"
                autoComplete="email"
                dir="ltr"
                defaultValue={email}
                maxLength={255}
                className={`${INPUT_CLASS} text-start`}
              />
            )}
          </Field>
          <Field label={t('checkout.accountPassword')} hint={t('checkout.accountPasswordHint')}>
            {(control) => (
              <input
                {...control}
                form={CHECKOUT_FORM}
                name="account_password"
                type="password"
                autoComplete="new-password"
                maxLength={128}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        </div>
      )}
    </Section>
  );
}
