/**
 * `/interest` (spec §4): after sign-up, when a zone and a module other than
 * parcel are chosen, the module's categories as tiles to pick from; Save
 * keeps them (customer/update-interest), Skip goes to /home.
 */
import { useState } from 'react';
import { data, Link, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/interest';
import { Icon } from '../components/ui/icons.tsx';
import { useToast } from '../components/ui/toast.tsx';
import { useT } from '../i18n/t.ts';
import type { ActionError } from '../lib/actions.server.ts';
import { createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useCurrentModule } from '../lib/root-data.ts';
import { signInFirst } from '../features/auth/session.server.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { pageWords } from '../i18n/messages.server.ts';
import { useSettled } from '../lib/use-latest.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('interest.title'),
    (t) => t('interest.title'),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) throw signInFirst(Boolean(prefs.location), context.secureCookies);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect('/home');
  const api = createApi(context, prefs);
  const [categories, info] = await Promise.all([api.get('/categories'), api.get('/customer/info')]);
  return data(
    {
      categories: categories.map((c) => ({ id: c.id, name: c.name, imageUrl: c.image_full_url })),
      chosen: info.interest ?? [],
      messages: pageWords(prefs.locale, 'interest'),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export default function Interest({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const toast = useToast();
  const module = useCurrentModule();
  const fetcher = useFetcher<ActionError>({ key: 'interest' });
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(loaderData.chosen.filter((id) => loaderData.categories.some((c) => c.id === id))),
  );

  useSettled(fetcher, (answer) => {
    if (!answer.ok) toast(answer.error, { kind: 'error' });
  });

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 lg:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('interest.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t('interest.subtitle', { module: module?.module_name ?? '' })}
        </p>
      </div>
      <fetcher.Form method="post" action="/resources/interest" className="flex flex-col gap-6">
        {loaderData.categories.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-6 text-center text-slate-600 dark:bg-slate-900 dark:text-slate-300">
            {t('interest.empty')}
          </p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t('interest.categories')}</legend>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
              {loaderData.categories.map((category) => (
                <li key={category.id}>
                  <label className="relative flex h-full cursor-pointer flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center transition hover:border-brand-600 hover:shadow-md has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:has-checked:bg-brand-700/20">
                    <input
                      type="checkbox"
                      name="interest"
                      value={category.id}
                      checked={chosen.has(category.id)}
                      onChange={() => toggle(category.id)}
                      className="peer sr-only"
                    />
                    <span className="absolute end-2 top-2 hidden rounded-full bg-brand-600 p-0.5 text-white peer-checked:block">
                      <Icon name="check" className="size-3.5" />
                    </span>
                    {category.imageUrl ? (
                      <img
                        src={category.imageUrl}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        className="size-18 rounded-2xl object-cover"
                      />
                    ) : (
                      <span className="size-18 rounded-2xl bg-slate-100 dark:bg-slate-800" />
                    )}
                    <span className="text-sm font-semibold leading-tight">{category.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-slate-800 dark:bg-slate-950/95">
          <span className="me-auto text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {t('interest.selected', { count: chosen.size })}
          </span>
          <Link to="/home" className={buttonClass({ variant: 'ghost' })}>
            {t('interest.skip')}
          </Link>
          <Button type="submit" disabled={chosen.size === 0 || fetcher.state !== 'idle'}>
            {t('interest.save')}
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}
