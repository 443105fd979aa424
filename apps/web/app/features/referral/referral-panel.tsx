/**
 * The profile's Referral Code tab (spec §2, §6): the customer's code to copy
 * or share, and what it earns (ref_earning_exchange_rate, credited to the
 * wallet when the friend's first order is delivered: reference §5.5).
 */
import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { shopName } from '../../lib/shop-config.ts';

export function ReferralPanel({ code, reward }: { code: string; reward: number }) {
  const t = useT();
  const format = useFormat();
  const money = format.amount;
  const toast = useToast();
  const { config } = useRootData();
  const amount = money(reward);
  // Share only where the browser can (phones mostly); known after hydration.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast(t('referral.copied'));
    } catch {
      // No clipboard here (an insecure page, a refused permission): the code stays on screen to copy by hand.
    }
  };
  const share = () =>
    void navigator.share({ text: t('referral.shareText', { shop: shopName(config), code }) }).catch(() => undefined);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">{t('referral.title')}</h2>
      <section
        aria-labelledby="referral-code"
        className="flex flex-col gap-5 rounded-3xl bg-gradient-to-br from-violet-600 to-indigo-700 p-6 text-white shadow-lg"
      >
        <div className="flex items-start gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <Icon name="gift" className="size-7" />
          </span>
          <div>
            <p className="text-lg font-bold">{t('referral.lead', { amount })}</p>
            <p className="mt-1 text-sm text-indigo-100">{t('referral.body', { amount })}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex-1 rounded-2xl border-2 border-dashed border-white/50 bg-white/10 px-4 py-3">
            <h3 id="referral-code" className="text-xs font-medium text-indigo-100">
              {t('referral.yourCode')}
            </h3>
            <p dir="ltr" className="font-mono text-2xl font-bold tracking-[0.2em]">
              {code}
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void copy()}
              className="flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-white px-5 font-bold text-indigo-700 hover:bg-indigo-50"
            >
              {t('referral.copy')}
            </button>
            {canShare && (
              <button
                type="button"
                onClick={share}
                className="flex h-12 items-center justify-center gap-2 rounded-xl bg-white/15 px-5 font-bold ring-1 ring-white/40 hover:bg-white/25"
              >
                <Icon name="external" className="size-5" />
                {t('referral.share')}
              </button>
            )}
          </div>
        </div>
      </section>
      <section
        aria-labelledby="referral-how"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h3 id="referral-how" className="text-lg font-bold">
          {t('referral.how')}
        </h3>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {[t('referral.step1'), t('referral.step2'), t('referral.step3', { amount })].map((step, i) => (
            <li key={i} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 font-bold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                {format.number(i + 1)}
              </span>
              <p className="text-sm text-slate-600 dark:text-slate-300">{step}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
