/**
 * The product card of spec §2: picture (placeholder on error), Recommend,
 * Organic and halal badges, veg/non-veg mark, name, store, price with the
 * old price struck, rating, a quick view on hover, description in two lines;
 * 230 px wide on desktop. Cart and wishlist controls come from the cart and
 * wishlist features (CatalogActions); without them none are drawn.
 * The card links to the product page; a plain click opens the quick view.
 */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { prefetchItem } from '../item/item-client.ts';
import { useQuickView } from '../item/quick-view.tsx';
import { useCatalogActions } from './actions.tsx';
import { DiscountChip, Tag, useShowsVeg, VegMark } from './badges.tsx';
import { productHref } from './links.ts';
import { Picture } from './picture.tsx';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';
import type { ItemCard } from './types.ts';

const opensInPlace = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ProductCardProps {
  item: ItemCard;
  /** In a horizontal row: 230 px on desktop (spec §2), narrower on phones. */
  fixedWidth?: boolean;
  /** Cart and wishlist controls for this card; by default the CatalogActions ones, or none. */
  cartControl?: React.ReactNode;
  wishlist?: React.ReactNode;
}

export function ProductCard({ item, fixedWidth = false, cartControl, wishlist }: ProductCardProps) {
  const t = useT();
  const quickView = useQuickView();
  const actions = useCatalogActions();
  const showsVeg = useShowsVeg(item.moduleType);
  const wishlistControl = wishlist ?? actions.wishlistToggle?.({ item });
  const cart = cartControl ?? actions.cardCartControl?.(item);
  const open = (event: React.MouseEvent) => {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    quickView.open(item.id);
  };
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white text-slate-900 ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-800 ${fixedWidth ? 'w-[44vw] max-w-[230px] shrink-0 sm:w-[210px] lg:w-[230px]' : ''}`}
      onPointerEnter={() => prefetchItem(item.id)}
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100 dark:bg-slate-800">
        <Picture
          src={item.image}
          alt=""
          className={`size-full object-cover transition duration-300 group-hover:scale-105 ${item.soldOut ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          <div className="flex flex-col items-start gap-1">
            {item.badge && <DiscountChip badge={item.badge} />}
            {item.recommended && (
              <Tag tone="amber" className="bg-white/95 dark:bg-slate-900/90">
                {t('catalog.recommend')}
              </Tag>
            )}
          </div>
          {wishlistControl && <div className="relative z-10">{wishlistControl}</div>}
        </div>
        <div className="absolute inset-x-2 bottom-2 flex flex-wrap gap-1">
          {item.organic && (
            <Tag tone="green" className="bg-white/95 dark:bg-slate-900/90">
              {t('catalog.organic')}
            </Tag>
          )}
          {item.halal && (
            <Tag tone="green" className="bg-white/95 dark:bg-slate-900/90">
              {t('catalog.halal')}
            </Tag>
          )}
          {item.soldOut && <Tag className="bg-white/95 dark:bg-slate-900/90">{t('item.outOfStock')}</Tag>}
        </div>
        {/* Hover quick view (pointer devices); the whole card opens it too. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 hidden items-center justify-center bg-slate-950/0 opacity-0 transition group-hover:bg-slate-950/20 group-hover:opacity-100 [@media(hover:hover)]:flex"
        >
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-2 text-xs font-bold text-slate-900 shadow-md">
            <Icon name="zoom" className="size-4" />
            {t('item.quickView')}
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-start gap-1.5">
          {showsVeg && <VegMark veg={item.veg} className="mt-0.5" />}
          <h3 className="min-w-0 text-sm leading-5 font-semibold">
            <Link
              to={productHref(item)}
              onClick={open}
              className="line-clamp-1 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:ring-2 after:focus-visible:ring-brand-600"
            >
              {item.name}
            </Link>
          </h3>
        </div>
        <p className="line-clamp-1 text-xs text-slate-500 dark:text-slate-400">{item.storeName}</p>
        {item.ratingCount > 0 && <Stars rating={item.rating} count={item.ratingCount} size="size-3.5" />}
        {item.description && (
          <p className="line-clamp-2 text-xs leading-5 text-slate-500 dark:text-slate-400">{item.description}</p>
        )}
        {/* A price range on a narrow card takes the row; the cart control then moves below it, at the end. */}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
          <div>
            <Price price={item.price} size="sm" />
            {item.unitType && (
              <span className="block text-[11px] text-slate-500 dark:text-slate-400">
                {t('item.perUnit', { unit: item.unitType })}
              </span>
            )}
          </div>
          {cart && <div className="relative z-10 ms-auto">{cart}</div>}
        </div>
      </div>
    </article>
  );
}
