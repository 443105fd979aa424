/**
 * /home in the parcel module (issue 18): the module's slides, the parcel
 * categories as cards — choosing one opens the parcel form with it — then
 * how it works (the module's video and three steps) and why choose us.
 * Everything but the categories comes from other-banners.
 */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { provideMessages, useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import { BannerCarousel } from '../home/banner-carousel.tsx';
import * as parcelWords from './messages.ts';
import type { ParcelHome as ParcelHomeData } from './parcel.server.ts';
import { parcelFormHref } from './links.ts';

provideMessages(parcelWords);

export default function ParcelHome({ home }: { home: ParcelHomeData }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-10">
      {home.banners.length > 0 && <BannerCarousel banners={home.banners} />}
      <section aria-labelledby="parcel-categories-title" className="flex flex-col gap-4">
        <div>
          <h2 id="parcel-categories-title" className="text-xl font-extrabold sm:text-2xl">
            {t('parcel.whatSending')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('parcel.heroSubtitle')}</p>
        </div>
        {home.categories.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-6 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-300">
            {t('parcel.noCategories')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="parcel-categories">
            {home.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={parcelFormHref(category.id)}
                  className="group flex h-full items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 dark:bg-slate-900 dark:ring-slate-800"
                >
                  <Picture
                    src={category.image}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded-xl object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{category.name}</span>
                    {category.description && (
                      <span className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">
                        {category.description}
                      </span>
                    )}
                    {category.minimum !== null && (
                      <span className="mt-1 block text-xs font-semibold text-brand-700 dark:text-brand-100">
                        {t('parcel.from', { price: format.money(category.minimum) })}
                      </span>
                    )}
                  </span>
                  <Icon name="chevron" className="size-4 text-slate-400 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {home.howItWorks && (
        <section
          aria-labelledby="parcel-how-title"
          className="grid gap-6 rounded-3xl bg-slate-50 p-6 sm:p-8 lg:grid-cols-2 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-5">
            <h2 id="parcel-how-title" className="text-xl font-extrabold sm:text-2xl">
              {home.howItWorks.title}
            </h2>
            <ol className="flex flex-col gap-3">
              {home.howItWorks.steps.map((step, i) => (
                <li
                  key={i}
                  className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
                >
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {format.number(i + 1)}
                  </span>
                  <span>
                    <span className="block font-bold">{step.title}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          {home.howItWorks.video ? (
            // Muted: the module videos have no sound track (the demo's are made with -an); the steps beside it say what it shows.
            <video
              controls
              muted
              preload="none"
              playsInline
              poster={home.howItWorks.poster ?? undefined}
              aria-label={t('parcel.videoLabel', { title: home.howItWorks.title })}
              className="aspect-video w-full self-center rounded-2xl bg-slate-200 object-cover dark:bg-slate-800"
            >
              <source src={home.howItWorks.video} type="video/mp4" />
            </video>
          ) : home.howItWorks.poster ? (
            <Picture src={home.howItWorks.poster} alt="" className="aspect-video w-full self-center rounded-2xl" />
          ) : null}
        </section>
      )}

      {home.whyChoose.length > 0 && (
        <section aria-labelledby="parcel-why-title">
          <h2 id="parcel-why-title" className="text-xl font-extrabold sm:text-2xl">
            {t('parcel.whyChoose')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {home.whyChoose.map((card) => (
              <li
                key={card.id}
                className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              >
                <Picture src={card.image} alt="" width={80} height={80} className="size-20 rounded-2xl" />
                <h3 className="font-bold">{card.title}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-300">{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
