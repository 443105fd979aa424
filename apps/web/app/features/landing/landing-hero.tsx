/** The landing hero: the landing data's title, subtitle and tag line over the location entry. */
import { Icon } from '../../components/ui/icons.tsx';
import { LocationEntry } from '../location/location-entry.tsx';
import type { LandingContent } from './landing.server.ts';

export function LandingHero({ header, modules }: Pick<LandingContent, 'header' | 'modules'>) {
  return (
    <section className="relative bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-700/15 dark:via-slate-950 dark:to-slate-950">
      <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
        <div className="absolute -end-32 -top-32 size-[28rem] rounded-full bg-brand-100/70 blur-3xl dark:bg-brand-700/10" />
      </div>
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-6 lg:py-20">
        <div>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {header.title}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-7 text-slate-600 sm:text-lg sm:leading-8 dark:text-slate-300">
            {header.subTitle}
          </p>
          {header.tagLine && (
            <p className="mt-8 mb-3 flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-500">
              <Icon name="pin" className="size-4" />
              {header.tagLine}
            </p>
          )}
          <div className="max-w-xl">
            <LocationEntry />
          </div>
        </div>
        {modules.length > 0 && (
          <div aria-hidden="true" className="hidden lg:block">
            <div className="grid grid-cols-3 gap-4 rotate-3">
              {modules.slice(0, 6).map((m, i) => (
                <div
                  key={m.id}
                  className={`flex flex-col items-center gap-3 rounded-3xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-100 dark:bg-slate-900 dark:ring-slate-800 ${i % 2 ? 'translate-y-6' : ''}`}
                >
                  <img src={m.icon_full_url} alt="" width={64} height={64} className="size-16 rounded-2xl" />
                  <span className="text-sm font-semibold text-slate-700 dark:text-slate-200">{m.module_name}</span>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
