/**
 * `/operator/settings`: the business switches the spec names (wallet,
 * loyalty, referral, guest checkout, sign-in methods, demo, veg/non-veg,
 * registrations, policy pages), each saved at once through
 * operator/settings/{key}; the storefront reads them from /config.
 */
import { data, useFetcher } from 'react-router';
import type { Route } from './+types/operator-settings';
import { useAnswerToast } from '../components/ui/toast.tsx';
import { useT, type MessageKey } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { asOperator, requireOperator } from '../features/operator/operator.server.ts';
import { FLAT_SWITCHES, isOn, LOGIN_SWITCHES, type SwitchKey } from '../features/operator/settings.ts';
import type { OperatorActionResult } from './resources/operator.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = requireOperator(request, context, prefs);
  const read = (key: string) =>
    api.get(`/operator/settings/${key}`).then(
      (row) => row.value,
      () => null,
    );
  const values = await asOperator(context, async () => {
    const [flat, login] = await Promise.all([Promise.all(FLAT_SWITCHES.map(read)), read('centralize_login')]);
    const loginValues = (login ?? {}) as Record<string, unknown>;
    return [
      ...FLAT_SWITCHES.map((key, i) => ({ key: key as SwitchKey, on: isOn(flat[i]) })),
      ...LOGIN_SWITCHES.map((key) => ({ key: key as SwitchKey, on: isOn(loginValues[key]) })),
    ];
  });
  return data({ values }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function OperatorSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section aria-labelledby="settings-title" className="flex max-w-2xl flex-col gap-4">
      <h1 id="settings-title" className="text-2xl font-bold">
        {t('op.settings')}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('op.settingsHint')}</p>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
        {loaderData.values.map((setting) => (
          <li key={setting.key}>
            <Switch setting={setting} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Switch({ setting }: { setting: { key: SwitchKey; on: boolean } }) {
  const t = useT();
  const fetcher = useFetcher<OperatorActionResult>();
  useAnswerToast(fetcher);
  // Shown as it will be while the change is on its way.
  const pending = fetcher.formData?.get('value');
  const on = pending === undefined || pending === null ? setting.on : pending === '1';
  const label = t(`op.setting.${setting.key}` as MessageKey);
  return (
    <fetcher.Form method="post" action="/resources/operator" className="flex items-center gap-3 p-4">
      <input type="hidden" name="intent" value="setting" />
      <input type="hidden" name="key" value={setting.key} />
      <input type="hidden" name="value" value={on ? '0' : '1'} />
      <span className="min-w-0 flex-1 text-sm font-semibold">{label}</span>
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={label}
        className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors aria-checked:bg-brand-600 dark:bg-slate-700"
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${on ? 'start-6' : 'start-1'}`}
        />
      </button>
    </fetcher.Form>
  );
}
