/**
 * The registration forms' frame: one <form> whose steps stay mounted (files
 * chosen on step 1 are still there at the end) and show one at a time. Next
 * runs the domain's rules on the whole form and stops at the problems of
 * the fields of this step; the last step reviews and sends. What the server
 * refuses comes back beside its field, on the step that holds it; once
 * received, the form gives way to the pending confirmation.
 */
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { localizeDigits, type RegistrationProblem } from '@souq/domain';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { JoinResult } from './types.ts';
import { useSettled } from '../../lib/use-latest.ts';

export interface JoinStep {
  title: MessageKey;
  /** The form fields this step holds (problems of others wait for their step). */
  fields: readonly string[];
  content: ReactNode;
}

const ErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());
/** The message beside a field, if the last check or the server found one. */
export const useFieldError = (name: string) => useContext(ErrorsContext).get(name) ?? null;

export function StepForm({
  kind,
  steps,
  problems,
  review,
}: {
  kind: 'store' | 'courier';
  steps: readonly JoinStep[];
  problems: (form: FormData) => RegistrationProblem[];
  review: (form: FormData, goTo: (step: number) => void) => ReactNode;
}) {
  const t = useT();
  const { locale } = useRootData();
  const toast = useToast();
  const fetcher = useFetcher<JoinResult>({ key: `join-${kind}` });
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [snapshot, setSnapshot] = useState<FormData | null>(null);
  const last = steps.length; // the review step comes after the form's steps
  const busy = fetcher.state !== 'idle';

  const stepOf = (field: string) => {
    const index = steps.findIndex((s) => s.fields.includes(field));
    return index < 0 ? null : index;
  };

  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** Shows the problems of `fields` beside them; answers whether there were any. */
  const check = (fields: readonly string[]) => {
    const found = problems(new FormData(form.current!)).filter((p) => fields.includes(p.field));
    setErrors(new Map(found.map((p) => [p.field, t(`join.problem.${p.code}` as MessageKey)])));
    if (found.length > 0) {
      toast(t('join.fixErrors'), { kind: 'error' });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
    return found.length > 0;
  };

  const next = () => {
    if (check(steps[step].fields)) return;
    if (step + 1 === last) setSnapshot(new FormData(form.current!));
    go(step + 1);
  };

  useSettled(fetcher, (result) => {
    if (result.ok) return;
    const placed = result.errors.filter((e) => stepOf(e.code) !== null);
    setErrors(new Map(placed.map((e) => [e.code, e.message])));
    toast(result.error, { kind: 'error' });
    const first = placed[0] ? stepOf(placed[0].code) : null;
    if (first !== null) go(first);
  });

  if (fetcher.data?.ok) {
    return (
      <section
        aria-labelledby="join-pending"
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/20">
          <Icon name="check" className="size-8" />
        </span>
        <h2 id="join-pending" className="text-2xl font-bold">
          {t('join.pending.title')}
        </h2>
        <p role="status" className="max-w-md text-slate-600 dark:text-slate-300">
          {fetcher.data.message}
        </p>
        <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">{t('join.pending.text')}</p>
        <Link to="/" className={buttonClass({ variant: 'outline' })}>
          {t('join.pending.home')}
        </Link>
      </section>
    );
  }

  const titles = [...steps.map((s) => s.title), 'join.step.review' as const];
  return (
    <div className="flex flex-col gap-6">
      <ol aria-label={t('join.steps')} className="flex flex-wrap gap-2 text-sm">
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === step ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-full px-3 py-1.5 ${
              index === step
                ? 'bg-brand-600 font-semibold text-white'
                : index < step
                  ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100'
                  : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
            }`}
          >
            <span aria-hidden="true">{localizeDigits(String(index + 1), locale)}</span>
            {t(title)}
          </li>
        ))}
      </ol>
      <fetcher.Form
        ref={form}
        method="post"
        action="/resources/join"
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => {
          // Enter in a field moves on like Next until the review step sends.
          if (step < last) {
            event.preventDefault();
            next();
          }
        }}
        className="flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7 dark:bg-slate-900 dark:ring-slate-800"
      >
        <input type="hidden" name="kind" value={kind} />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          <span className="block text-sm font-medium text-slate-500 dark:text-slate-400">
            {t('join.step', { step: step + 1, count: last + 1 })}
          </span>
          {t(titles[step])}
        </h2>
        <ErrorsContext.Provider value={errors}>
          {steps.map((s, index) => (
            <div key={s.title} hidden={index !== step} className="flex flex-col gap-5">
              {s.content}
            </div>
          ))}
        </ErrorsContext.Provider>
        {step === last && snapshot && (
          <div className="flex flex-col gap-4">
            <p className="text-slate-600 dark:text-slate-300">{t('join.review.intro')}</p>
            {review(snapshot, go)}
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button type="button" variant="outline" onClick={() => go(step - 1)} disabled={busy}>
              {t('join.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < last ? (
            // Its own key: the same element turning into the submit button during this click would send the form.
            <Button key="next" type="button" onClick={next}>
              {t('join.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" busy={busy}>
              {busy ? t('join.submitting') : t('join.submit')}
            </Button>
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}

/** One section of the review: its rows, and a way back to its step. */
export function ReviewSection({
  title,
  rows,
  onEdit,
}: {
  title: string;
  rows: [string, ReactNode][];
  onEdit: () => void;
}) {
  const t = useT();
  return (
    <section className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <Button type="button" variant="link" onClick={onEdit}>
          {t('join.review.edit')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
