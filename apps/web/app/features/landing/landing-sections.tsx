/** The landing page below the hero: modules on offer, earning, why us, open source, what customers say, the apps. */
import { Link } from 'react-router';
import { settingOn } from '@souq/domain';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { AppBadges, hasAppBadges } from '../shell/app-badges.tsx';
import type { LandingContent } from './landing.server.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Picture } from '../catalog/picture.tsx';

export function ModuleShowcase({ modules }: { modules: LandingContent['modules'] }) {
  const t = useT();
  if (modules.length === 0) return null;
  return (
    <section aria-labelledby="modules-title" className="mx-auto max-w-7xl px-4 py-12 lg:hidden">
      <h2 id="modules-title" className="text-2xl font-bold sm:text-3xl">
        {t('landing.modulesTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('landing.modulesSubtitle')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {modules.map((m) => (
          <li
            key={m.id}
            className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <img src={m.icon_full_url} alt="" width={64} height={64} className="size-16 rounded-2xl" loading="lazy" />
            <span className="font-semibold">{m.module_name}</span>
            {m.description && (
              <span className="line-clamp-2 text-xs leading-5 text-slate-500 dark:text-slate-400">{m.description}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EarnSection({ earning }: { earning: LandingContent['earning'] }) {
  const { config } = useRootData();
  const cards = [
    settingOn(config.toggle_store_registration) ? { icon: 'store' as IconName, ...earning.seller } : null,
    settingOn(config.toggle_dm_registration) ? { icon: 'bike' as IconName, ...earning.deliveryman } : null,
  ].filter((c) => c && c.title && c.url) as ({ icon: IconName } & LandingContent['earning']['seller'])[];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="earn-title" className="bg-slate-50 py-14 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <h2 id="earn-title" className="text-2xl font-bold sm:text-3xl">
          {earning.title}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{earning.subTitle}</p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {cards.map((card) => (
            <article
              key={card.url}
              className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center dark:bg-slate-900 dark:ring-slate-800"
            >
              <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/20 dark:text-brand-500">
                <Icon name={card.icon} className="size-7" />
              </span>
              <div className="flex-1">
                <h3 className="text-lg font-bold">{card.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{card.subTitle}</p>
              </div>
              {card.button && (
                <Link to={card.url} className={buttonClass({ variant: 'contrast', size: 'sm' })}>
                  {card.button}
                  <Icon name="chevron" className="size-4" />
                </Link>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function AboutSection({ business, company }: Pick<LandingContent, 'business' | 'company'>) {
  return (
    <section className="mx-auto grid max-w-7xl gap-5 px-4 py-14 md:grid-cols-2 lg:px-6">
      {business.title && (
        <article className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100 dark:from-brand-700/20 dark:to-slate-900 dark:ring-slate-800">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
            <Icon name="shield" className="size-6" />
          </span>
          <h2 className="mt-5 text-2xl font-bold">{business.title}</h2>
          <p className="mt-2 leading-7 text-slate-600 dark:text-slate-300">{business.subTitle}</p>
        </article>
      )}
      {company.title && (
        <article className="flex flex-col rounded-3xl bg-slate-900 p-8 text-white dark:bg-slate-800">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-500">{company.subTitle}</p>
          <h2 className="mt-2 text-2xl font-bold">{company.title}</h2>
          <p className="mt-2 flex-1 leading-7 text-slate-300">{company.description}</p>
          {company.button && company.url && (
            <Link to={company.url} className={buttonClass({ size: 'sm', className: 'mt-6 self-start' })}>
              {company.button}
              <Icon name="chevron" className="size-4" />
            </Link>
          )}
        </article>
      )}
    </section>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: LandingContent['testimonials'] }) {
  const t = useT();
  if (!testimonials.title || testimonials.list.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 pb-14 lg:px-6">
      <h2 id="testimonials-title" className="text-2xl font-bold sm:text-3xl">
        {testimonials.title}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.list.map((said) => (
          <li key={said.id}>
            <figure className="flex h-full flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <blockquote className="flex-1 leading-7 text-slate-700 dark:text-slate-200">
                {t('landing.quote', { text: said.review })}
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <Picture src={said.image} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
                <span className="min-w-0">
                  <span className="block font-bold">{said.name}</span>
                  {said.designation && (
                    <span className="block text-sm text-slate-500 dark:text-slate-400">{said.designation}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AppSection({ app }: { app: LandingContent['app'] }) {
  if (!hasAppBadges(app.links)) return null;
  return (
    <section aria-labelledby="app-title" className="mx-auto max-w-7xl px-4 pb-20 lg:px-6">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-slate-100 p-8 sm:p-10 md:flex-row md:items-center md:justify-between dark:bg-slate-900">
        <div>
          <h2 id="app-title" className="text-2xl font-bold sm:text-3xl">
            {app.title}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{app.subTitle}</p>
        </div>
        <AppBadges links={app.links} />
      </div>
    </section>
  );
}
