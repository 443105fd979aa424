/**
 * The item detail view of spec §2, shared by the product page and the quick
 * view: gallery, badges, store link (hidden on the store's own page), name,
 * rating, price or range, generic name, description with read-more,
 * prescription notice, nutrition and allergens, category and tag chips,
 * then the options and buttons (item-purchase.tsx).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { readMorePreview } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCatalogActions } from '../catalog/actions.tsx';
import { DiscountChip, Tag, useShowsVeg, VegMark } from '../catalog/badges.tsx';
import { categoryHref, storeHref } from '../catalog/links.ts';
import { Price } from '../catalog/price.tsx';
import { Stars } from '../catalog/stars.tsx';
import type { ItemDetail } from '../catalog/types.ts';
import { Gallery } from './gallery.tsx';
import { useItemPurchase } from './item-purchase.tsx';
import type { Selection } from './selection.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';

interface ItemViewProps {
  item: ItemDetail;
  /** The instant the page was rendered with (for the item's hours). */
  now: number;
  /** The quick view names the item in its dialog title; the product page with an <h1>. */
  heading: 'h1' | 'dialog';
  onStorePage?: boolean;
  /** The choice to start from (the cart drawer edits a line), instead of the item's defaults. */
  initial?: Selection;
}

export function ItemView({ item, now, heading, onStorePage, initial }: ItemViewProps) {
  const t = useT();
  const showsVeg = useShowsVeg(item.moduleType);
  const { wishlistToggle } = useCatalogActions();
  const Name = heading === 'h1' ? 'h1' : 'p';
  const purchase = useItemPurchase(item, now, heading === 'h1' ? 'narrow' : 'always', initial);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:grid-rows-[auto_1fr] md:gap-x-8">
      <div className="md:sticky md:top-4 md:row-span-2 md:self-start">
        <Gallery images={item.images} name={item.name}>
          <span className="flex flex-col items-start gap-1.5">{item.badge && <DiscountChip badge={item.badge} />}</span>
          {wishlistToggle && <span className="pointer-events-auto">{wishlistToggle({ item })}</span>}
        </Gallery>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {showsVeg && <VegMark veg={item.veg} />}
            {item.halal && <Tag tone="green">{t('catalog.halal')}</Tag>}
            {item.organic && <Tag tone="green">{t('catalog.organic')}</Tag>}
            {item.recommended && <Tag tone="amber">{t('catalog.recommend')}</Tag>}
          </div>
          {!onStorePage && (
            <Link
              to={storeHref({
                id: item.storeId,
                slug: item.storeSlug ?? String(item.storeId),
                moduleId: item.moduleId,
                moduleType: item.moduleType ?? '',
                zoneId: item.storeZoneId ?? 0,
              })}
              className={buttonClass({ variant: 'link', className: 'self-start text-sm' })}
            >
              <Icon name="store" className="size-4" />
              {item.storeName}
            </Link>
          )}
          <Name
            className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl"
            aria-hidden={heading === 'dialog' || undefined}
          >
            {item.name}
          </Name>
          <Stars rating={item.rating} count={item.ratingCount} showValue />
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Price price={item.price} size="lg" />
            {item.unitType && (
              <span className="text-sm text-slate-500 dark:text-slate-400">
                {t('item.perUnit', { unit: item.unitType })}
              </span>
            )}
          </div>
          {item.genericName.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span className="font-semibold">{t('item.genericName')}:</span>{' '}
              {item.genericName.join(t('catalog.listSeparator'))}
            </p>
          )}
          {item.brand && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span className="font-semibold">{t('item.brand')}:</span> {item.brand}
            </p>
          )}
        </div>
        {item.description && <Description text={item.description} />}
        {item.prescriptionRequired && (
          <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-600/20 dark:bg-red-500/10 dark:text-red-200">
            <Icon name="info" className="mt-0.5 size-4" />
            {t('item.prescriptionRequired')}
          </p>
        )}
        <ChipList title={t('item.nutrition')} values={item.nutrition} />
        <ChipList title={t('item.allergens')} values={item.allergens} />
        {purchase.options}
        {(item.categories.length > 0 || item.tags.length > 0) && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            {item.categories.length > 0 && (
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t('item.categories')}:</span>
                {item.categories.map((c) => (
                  <Link
                    key={c.id}
                    to={categoryHref(c.id, item.moduleId)}
                    className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"
                  >
                    {c.name}
                  </Link>
                ))}
              </p>
            )}
            {item.tags.length > 0 && (
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t('item.tags')}:</span>
                {item.tags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-slate-200 dark:ring-slate-700"
                  >
                    #{tag}
                  </span>
                ))}
              </p>
            )}
          </div>
        )}
      </div>
      {/* A child of the view's grid itself (second column on wide screens), so it can stay stuck to the bottom from the top of the view down. */}
      {purchase.footer}
    </div>
  );
}

/** Spec §9: descriptions show 70 characters, then 'Read more'. */
function Description({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { preview, truncated } = readMorePreview(text);
  return (
    <p className="leading-7 text-slate-600 dark:text-slate-300">
      {open || !truncated ? text : `${preview}…`}{' '}
      {truncated && (
        <Button variant="link" onClick={() => setOpen(!open)} aria-expanded={open}>
          {t(open ? 'item.readLess' : 'item.readMore')}
        </Button>
      )}
    </p>
  );
}

function ChipList({ title, values }: { title: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold">{title}</h2>
      <ul className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li
            key={value}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {value}
          </li>
        ))}
      </ul>
    </div>
  );
}
