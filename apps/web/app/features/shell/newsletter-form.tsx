/**
 * Newsletter sign-up (footer). The email is checked with the same pattern
 * the API uses before anything is sent; the API's answer (success, or an
 * error such as an address already subscribed) comes back as a toast.
 */
import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isValidEmail } from '@souq/domain';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { NewsletterResult } from '../../routes/resources/newsletter.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSettled } from '../../lib/use-latest.ts';

export function NewsletterForm() {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<NewsletterResult>({ key: 'newsletter' });
  const [invalid, setInvalid] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useSettled(fetcher, (answer) => {
    if (answer.ok) {
      toast(answer.message);
      form.current?.reset();
    } else toast(answer.error, { kind: 'error' });
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/resources/newsletter"
      noValidate
      onSubmit={(event) => {
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        if (!isValidEmail(email)) {
          event.preventDefault();
          setInvalid(true);
        }
      }}
      className="w-full max-w-md"
    >
      <div className="flex gap-2 rounded-2xl bg-white p-1.5 shadow-lg shadow-brand-900/20 dark:bg-slate-900">
        <label htmlFor={id} className="sr-only">
          {t('footer.newsletterLabel')}
        </label>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletterPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={() => setInvalid(false)}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-3 text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-slate-100"
        />
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {t('footer.subscribe')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-white">
          {t('footer.invalidEmail')}
        </p>
      )}
    </fetcher.Form>
  );
}
