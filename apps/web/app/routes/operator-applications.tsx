/**
 * `/operator/applications?type=store|courier&status=pending|approved|denied`: the applications to
 * join Souq (issue 20), newest first. A pending one is approved — the store (closed until it has
 * items) and its account, or the courier, are created — or denied with an optional reason, which
 * frees its email and phone for a new application. The API decides (operator/applications).
 */
import { useState } from 'react';
import { data, Link, useFetcher } from 'react-router';
import type { Route } from './+types/operator-applications';
import { Button } from '../components/ui/button.tsx';
import { INPUT_CLASS } from '../components/form/field.tsx';
import { FactList } from '../components/ui/fact-list.tsx';
import { useAnswerToast } from '../components/ui/toast.tsx';
import { useT } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { asOperator, requireOperator } from '../features/operator/operator.server.ts';
import { loadApplications } from '../features/operator/applications.server.ts';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationKind,
  type ApplicationStatus,
} from '../features/operator/types.ts';
import type { OperatorActionResult } from './resources/operator.ts';

const pick = <T extends string>(list: readonly T[], value: string | null): T =>
  list.find((x) => x === value) ?? list[0];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = requireOperator(request, context, prefs);
  const kind: ApplicationKind = pick(APPLICATION_KINDS, url.searchParams.get('type'));
  const status: ApplicationStatus = pick(APPLICATION_STATUSES, url.searchParams.get('status'));
  const applications = await asOperator(context, () => loadApplications(api, context, prefs.locale, { kind, status }));
  return data({ kind, status, applications }, { headers: { 'cache-control': 'private, no-store' } });
}

/**
 * One fetcher for every card's decision, toasted by the page: a decided application leaves the
 * list when the data reloads, and its card (with anything it would run) goes with it.
 */
const DECISION = 'application-decision';

const CHIP =
  'inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600 dark:ring-slate-700 dark:hover:bg-slate-800';

export default function OperatorApplications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, status, applications } = loaderData;
  useAnswerToast(useFetcher<OperatorActionResult>({ key: DECISION }));
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h1 id="applications-title" className="text-2xl font-bold">
        {t('op.applications')}
      </h1>
      <nav aria-label={t('op.applicationKinds')}>
        <ul className="flex flex-wrap gap-2">
          {APPLICATION_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={`/operator/applications?type=${k}&status=${status}`}
                aria-current={k === kind ? 'page' : undefined}
                className={CHIP}
              >
                {t(`op.applicationKind.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('op.applicationStatuses')}>
        <ul className="flex flex-wrap gap-2">
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`/operator/applications?type=${kind}&status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                className={CHIP}
              >
                {t(`op.applicationStatus.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {applications.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800">
          {t('op.noApplications')}
        </p>
      ) : (
        <ul aria-label={t(`op.applicationKind.${kind}`)} className="grid gap-3 lg:grid-cols-2">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationCard({ application: a }: { application: Application }) {
  const t = useT();
  const format = useFormat();
  const fetcher = useFetcher<OperatorActionResult>({ key: DECISION });
  const [denying, setDenying] = useState(false);
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('application_id') === String(a.id);
  const rows = [
    ...(a.store ? [{ label: t('op.applicant'), value: a.person }] : []),
    { label: t('join.email'), value: a.email },
    { label: t('join.phone'), value: a.phone },
    ...(a.zone ? [{ label: t('join.zone'), value: a.zone }] : []),
    ...(a.store
      ? [
          { label: t('join.address'), value: a.store.address },
          { label: t('join.addressAr'), value: a.store.addressAr },
          ...(a.store.module ? [{ label: t('join.module'), value: a.store.module }] : []),
          {
            label: t('join.step.plan'),
            value:
              a.store.plan.kind === 'commission'
                ? t('join.plan.commission')
                : `${t('join.plan.subscription')}${a.store.plan.packageName ? `: ${a.store.plan.packageName}` : ''}`,
          },
          {
            label: t('op.deliveryTime'),
            value: `${format.number(a.store.deliveryTime.min)}–${format.number(a.store.deliveryTime.max)} ${t(`join.unit.${a.store.deliveryTime.unit}`)}`,
          },
        ]
      : []),
    ...(a.courier
      ? [
          ...(a.courier.vehicle ? [{ label: t('join.vehicle'), value: t(`join.vehicle.${a.courier.vehicle}`) }] : []),
          { label: t('join.earning'), value: t(`join.earning.${a.courier.earning}`) },
          ...(a.courier.identityType
            ? [
                {
                  label: t('join.identityType'),
                  value: `${t(`join.identity.${a.courier.identityType}`)} · ${a.courier.identityNumber}`,
                },
              ]
            : []),
        ]
      : []),
    ...(a.denialReason ? [{ label: t('op.denialReason'), value: a.denialReason }] : []),
  ];
  return (
    <article
      aria-label={a.title}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold">
            <bdi>{a.title}</bdi>
          </h2>
          {a.titleAr && (
            <p lang="ar" dir="rtl" className="text-sm text-slate-600 dark:text-slate-300">
              {a.titleAr}
            </p>
          )}
        </div>
        {a.submittedAt && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('op.submitted', { date: format.date(a.submittedAt.date), time: format.clock(a.submittedAt.time) })}
          </p>
        )}
      </header>
      <FactList rows={rows} className="text-sm" />
      {a.status === 'pending' && (
        <fetcher.Form method="post" action="/resources/operator" className="mt-auto flex flex-col gap-2">
          <input type="hidden" name="intent" value="application" />
          <input type="hidden" name="application_id" value={a.id} />
          {denying && (
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('op.denyReason')}
              <input name="reason" maxLength={500} className={`${INPUT_CLASS} font-normal`} />
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            {!denying && (
              <Button type="submit" name="decision" value="approve" size="sm" busy={busy} disabled={busy}>
                {t('op.approve')}
              </Button>
            )}
            {denying ? (
              <Button type="submit" name="decision" value="deny" size="sm" variant="danger-outline" busy={busy}>
                {t('op.deny')}
              </Button>
            ) : (
              <Button type="button" size="sm" variant="danger-outline" onClick={() => setDenying(true)}>
                {t('op.deny')}
              </Button>
            )}
          </div>
        </fetcher.Form>
      )}
    </article>
  );
}
