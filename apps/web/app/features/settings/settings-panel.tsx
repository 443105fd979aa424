/**
 * `/settings` and `/profile?page=settings`: language (with its confirmation)
 * and theme — the header's own controls, so they behave the same —, which
 * notifications the customer wants, and deleting the account (its one place).
 */
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Checkbox } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAnswerToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { ActionError } from '../../lib/actions.server.ts';
import { DeleteAccount } from '../profile/delete-account.tsx';
import { LanguageMenu } from '../shell/language-menu.tsx';
import { ThemeSwitch } from '../shell/theme-switch.tsx';
import type { NotificationPrefs } from './notifications.server.ts';

export const NOTIFICATIONS_ACTION = '/resources/notifications';

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const id = `settings-${title.replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </section>
  );
}

export function SettingsPanel({ prefs }: { prefs: NotificationPrefs }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: true; message: string } | ActionError>({ key: 'notification-settings' });
  const [orders, setOrders] = useState(prefs.order_updates);
  const [promotions, setPromotions] = useState(prefs.promotions);

  useAnswerToast(fetcher);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold">{t('settings.title')}</h2>
        <p className="text-slate-600 dark:text-slate-300">{t('settings.subtitle')}</p>
      </div>
      <Section title={t('settings.language')} text={t('settings.languageText')}>
        <LanguageMenu variant="row" />
      </Section>
      <Section title={t('settings.appearance')} text={t('settings.appearanceText')}>
        <ThemeSwitch variant="row" />
      </Section>
      <Section title={t('settings.notifications')} text={t('settings.notificationsText')}>
        <fetcher.Form method="post" action={NOTIFICATIONS_ACTION} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="settings" />
          {/* Unchecked boxes send nothing: these say "off" then. */}
          <input type="hidden" name="order_updates" value={orders ? '1' : '0'} />
          <input type="hidden" name="promotions" value={promotions ? '1' : '0'} />
          <Checkbox
            name="order_updates_box"
            checked={orders}
            onChange={setOrders}
            label={
              <>
                <span className="font-semibold">{t('settings.orderUpdates')}</span>
                <span className="block text-slate-500 dark:text-slate-400">{t('settings.orderUpdatesText')}</span>
              </>
            }
          />
          <Checkbox
            name="promotions_box"
            checked={promotions}
            onChange={setPromotions}
            label={
              <>
                <span className="font-semibold">{t('settings.promotions')}</span>
                <span className="block text-slate-500 dark:text-slate-400">{t('settings.promotionsText')}</span>
              </>
            }
          />
          <div>
            <Button type="submit" busy={fetcher.state !== 'idle'}>
              {t('settings.save')}
            </Button>
          </div>
        </fetcher.Form>
      </Section>
      <DeleteAccount />
    </div>
  );
}
