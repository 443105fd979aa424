/**
 * The banner carousel of /home (spec §2, §9: up to 5 slides). Native
 * horizontal scrolling with CSS scroll-snap gives swipe for free; autoplay
 * moves one slide every few seconds, stops while the pointer or focus is on
 * it and behind a pause button, and never runs for people who asked for
 * reduced motion. Works the same in right-to-left pages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import type { Banner } from './home.server.ts';

const AUTOPLAY_MS = 5000;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const format = useFormat();
  const { dir } = useRootData();
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches), []);

  /** Scrolls so slide `index` starts at the inline start of the row. */
  const show = useCallback(
    (index: number) => {
      const element = list.current;
      const slide = element?.children[index] as HTMLElement | undefined;
      if (!element || !slide) return;
      const box = element.getBoundingClientRect();
      const at = slide.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(element).scrollPaddingInlineStart) || 0;
      const delta = dir === 'rtl' ? at.right - box.right + padding : at.left - box.left - padding;
      element.scrollBy({ left: delta, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [dir, reducedMotion],
  );

  // Which slide is at the start edge, whoever scrolled (finger, buttons, autoplay).
  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const edge = dir === 'rtl' ? box.right : box.left;
    let best = 0;
    [...element.children].forEach((child, i) => {
      const at = child.getBoundingClientRect();
      const distance = Math.abs((dir === 'rtl' ? at.right : at.left) - edge);
      const bestAt = (element.children[best] as HTMLElement).getBoundingClientRect();
      if (distance < Math.abs((dir === 'rtl' ? bestAt.right : bestAt.left) - edge)) best = i;
    });
    setCurrent(best);
  };

  const running = banners.length > 1 && !paused && !held && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const element = list.current;
      if (!element) return;
      // At the end of the row (two slides per view on wide screens) start over.
      const atEnd = Math.abs(element.scrollLeft) + element.clientWidth >= element.scrollWidth - 4;
      show(atEnd ? 0 : (current + 1) % banners.length);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, current, banners.length, show]);

  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onTouchStart={() => setHeld(true)}
    >
      <ul
        ref={list}
        onScroll={onScroll}
        aria-live={running ? 'off' : 'polite'}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 [scrollbar-width:none] sm:gap-4 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {banners.map((banner, i) => {
          const picture = (
            <Picture
              src={banner.image}
              alt={banner.title}
              eager={i < 2}
              width={1200}
              height={400}
              className="aspect-[3/1] size-full object-cover"
            />
          );
          const frame =
            'block overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200/60 transition hover:shadow-md dark:bg-slate-800 dark:ring-slate-800';
          return (
            <li
              key={banner.key}
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { n: format.number(i + 1), total: format.number(banners.length) })}
              className="w-[88%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)]"
            >
              {banner.href && banner.external ? (
                <a href={banner.href} target="_blank" rel="noreferrer" className={frame}>
                  {picture}
                </a>
              ) : banner.href ? (
                <Link to={banner.href} className={frame}>
                  {picture}
                </Link>
              ) : (
                <div className={frame}>{picture}</div>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && (
        <div className="mt-3 flex items-center justify-center gap-3">
          <div className="flex items-center">
            {/* Each dot is drawn 8 px high inside a 24 px target (WCAG 2.5.8). */}
            {banners.map((banner, i) => (
              <button
                key={banner.key}
                type="button"
                onClick={() => show(i)}
                aria-label={t('home.showSlide', { n: format.number(i + 1) })}
                aria-current={i === current ? 'true' : undefined}
                className="group flex h-6 min-w-6 items-center justify-center px-0.5"
              >
                <span className="h-2 w-2 rounded-full bg-slate-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600 dark:bg-slate-700" />
              </button>
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              aria-label={t(paused ? 'home.playBanners' : 'home.pauseBanners')}
              className="flex size-7 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <Icon name={paused ? 'play' : 'pause'} className="size-4" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
