/** Account deletion (spec §4): asks first; the action ends the session and goes to / with 'Account has been deleted'. */
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { ProfileResult } from '../../routes/resources/profile.ts';
import { PROFILE_ACTION } from './profile-settings.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSettled } from '../../lib/use-latest.ts';

export function DeleteAccount() {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<ProfileResult>({ key: 'delete-account' });
  const [asking, setAsking] = useState(false);

  // Success redirects; only a refusal (e.g. running orders) comes back here.
  useSettled(fetcher, (answer) => {
    if (answer.ok) return;
    setAsking(false);
    toast(answer.error, { kind: 'error' });
  });

  return (
    <section
      aria-labelledby="delete-account-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-red-100 sm:p-8 dark:bg-slate-900 dark:ring-red-950"
    >
      <h2 id="delete-account-title" className="text-lg font-bold text-red-700 dark:text-red-400">
        {t('profile.deleteTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">{t('profile.deleteBody')}</p>
      <Button variant="danger-outline" className="mt-4" onClick={() => setAsking(true)}>
        {t('profile.deleteButton')}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => fetcher.submit({ intent: 'remove' }, { method: 'post', action: PROFILE_ACTION })}
        title={t('profile.deleteConfirm')}
        description={t('profile.deleteNote')}
        confirmLabel={t('profile.deleteYes')}
        busy={fetcher.state !== 'idle'}
        tone="danger"
      />
    </section>
  );
}
