/**
 * The sections of /home for the module (spec §2): banners, categories, the
 * pharmacy's common conditions or the shop's brands, flash sale, campaigns
 * and campaign items, popular items, popular and latest stores, discounted,
 * new and recommended items; for a signed-in customer, the stores they
 * ordered from ("Visit again", customer/visit-again). Empty sections are left out.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { CategoryLink } from '../catalog/category-tiles.tsx';
import { productHref, storeHref } from '../catalog/links.ts';
import { Picture } from '../catalog/picture.tsx';
import { ProductCard } from '../catalog/product-card.tsx';
import { RowItem, ScrollRow, Section } from '../catalog/section.tsx';
import { StoreCard } from '../catalog/store-card.tsx';
import type { ItemCard, StoreCard as Store } from '../catalog/types.ts';
import { useNearScreen } from '../catalog/use-near-screen.ts';
import type { ModuleSummary } from '../modules/modules.server.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { FlashSale } from './flash-sale.tsx';
import type { HomeSections as Sections } from './home.server.ts';
import { campaignHref } from './campaign-link.ts';

/**
 * The rows below the first screen (issue 16: /home at most 1,200 elements and
 * 150 kB): the server sends each card as its picture's frame and its linked
 * name, the full cards (picture, price, badges, cart and wishlist controls)
 * render as the row nears the screen. Every section and every link is in
 * the document; a shopper never sees the light cards unless they outrun the
 * rendering.
 */
function LightCard({ href, name, kind }: { href: string; name: string; kind: 'item' | 'store' }) {
  // As wide and about as tall as the card it stands for; few classes, as it is sent some fifty times.
  return (
    <article
      className={
        kind === 'item' ? 'w-[44vw] max-w-[230px] sm:w-[210px] lg:w-[230px]' : 'w-[78vw] max-w-[300px] sm:w-[280px]'
      }
    >
      <div className={`rounded-2xl bg-slate-500/10 ${kind === 'item' ? 'aspect-square' : 'aspect-[5/2]'}`} />
      <h3 className={`p-3 text-sm font-semibold ${kind === 'item' ? 'h-28' : 'h-24'}`}>
        <Link to={href}>{name}</Link>
      </h3>
    </article>
  );
}

function ItemRow({
  id,
  title,
  subtitle,
  items,
  viewAll,
}: {
  id: string;
  title: string;
  subtitle?: string;
  items: ItemCard[];
  viewAll?: string;
}) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  if (items.length === 0) return null;
  return (
    <div ref={ref}>
      <Section id={id} title={title} subtitle={subtitle} viewAll={viewAll}>
        <ScrollRow label={title}>
          {items.map((item) => (
            <RowItem key={item.id}>
              {near ? (
                <ProductCard item={item} fixedWidth />
              ) : (
                <LightCard href={productHref(item)} name={item.name} kind="item" />
              )}
            </RowItem>
          ))}
        </ScrollRow>
      </Section>
    </div>
  );
}

function StoreRow({
  id,
  title,
  subtitle,
  stores,
  viewAll,
}: {
  id: string;
  title: string;
  subtitle?: string;
  stores: Store[];
  viewAll?: string;
}) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  if (stores.length === 0) return null;
  return (
    <div ref={ref}>
      <Section id={id} title={title} subtitle={subtitle} viewAll={viewAll}>
        <ScrollRow label={title}>
          {stores.map((store) => (
            <RowItem key={store.id}>
              {near ? (
                <StoreCard store={store} fixedWidth />
              ) : (
                <LightCard href={storeHref(store)} name={store.name} kind="store" />
              )}
            </RowItem>
          ))}
        </ScrollRow>
      </Section>
    </div>
  );
}

export function HomeSections({
  sections,
  module,
  renderedAt,
}: {
  sections: Sections;
  module: ModuleSummary;
  renderedAt: number;
}) {
  const t = useT();
  // Spec §1: food speaks of restaurants, other modules of stores.
  const food = module.module_type === 'food';
  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <BannerCarousel banners={sections.banners} />

      {sections.categories.length > 0 && (
        <Section id="categories" title={t('home.categories')} viewAll={`/categories?module_id=${module.id}`}>
          <ScrollRow label={t('home.categories')}>
            {sections.categories.map((category) => (
              <RowItem key={category.id}>
                <CategoryLink category={category} moduleId={module.id} />
              </RowItem>
            ))}
          </ScrollRow>
        </Section>
      )}

      {sections.conditions.length > 0 && (
        <Section id="conditions" title={t('home.conditions')} subtitle={t('home.conditionsSubtitle')}>
          <ul className="flex flex-wrap gap-2">
            {sections.conditions.map((condition) => (
              <li key={condition.id}>
                <Link
                  to={`/home?data_type=condition&id=${condition.id}`}
                  className="inline-flex items-center gap-2 rounded-full bg-sky-50 px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-600/15 hover:bg-sky-100 dark:bg-sky-500/10 dark:text-sky-200 dark:hover:bg-sky-500/20"
                >
                  {condition.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sections.brands.length > 0 && (
        <Section id="brands" title={t('home.brands')}>
          <ScrollRow label={t('home.brands')}>
            {sections.brands.map((brand) => (
              <RowItem key={brand.id}>
                <Link
                  to={`/home?data_type=brand&id=${brand.id}`}
                  className="group flex w-32 flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center ring-1 ring-slate-200 hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
                >
                  <Picture
                    src={brand.image}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 rounded-xl object-cover"
                  />
                  <span className="line-clamp-2 text-sm leading-5 font-semibold">{brand.name}</span>
                </Link>
              </RowItem>
            ))}
          </ScrollRow>
        </Section>
      )}

      <StoreRow
        id="visit-again"
        title={t('home.visitAgain')}
        subtitle={t(food ? 'home.visitAgainRestaurants' : 'home.visitAgainStores')}
        stores={sections.visitAgain}
      />

      {sections.flashSale && <FlashSale sale={sections.flashSale} renderedAt={renderedAt} />}

      {sections.campaigns.length > 0 && (
        <Section id="campaigns" title={t('home.campaigns')}>
          <ScrollRow label={t('home.campaigns')}>
            {sections.campaigns.map((campaign) => (
              <RowItem key={campaign.id}>
                <Link
                  to={campaignHref(campaign)}
                  className="group block w-[78vw] max-w-[380px] overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 hover:shadow-md sm:w-[380px] dark:bg-slate-900 dark:ring-slate-800"
                >
                  <Picture
                    src={campaign.image}
                    alt=""
                    className="aspect-[3/1] w-full object-cover transition duration-300 group-hover:scale-[1.02]"
                  />
                  <span className="block p-3">
                    <span className="block font-bold">{campaign.title}</span>
                    {campaign.description && (
                      <span className="mt-0.5 line-clamp-1 text-sm text-slate-500 dark:text-slate-400">
                        {campaign.description}
                      </span>
                    )}
                  </span>
                </Link>
              </RowItem>
            ))}
          </ScrollRow>
        </Section>
      )}

      <ItemRow
        id="campaign-items"
        title={t('home.campaignItems')}
        subtitle={t('home.campaignItemsSubtitle')}
        items={sections.campaignItems}
        viewAll="/home?data_type=campaign_items"
      />
      <ItemRow
        id="popular-items"
        title={t('home.popularItems')}
        items={sections.popularItems}
        viewAll="/home?data_type=popular"
      />
      <StoreRow
        id="popular-stores"
        title={t(food ? 'home.popularRestaurants' : 'home.popularStores')}
        stores={sections.popularStores}
        viewAll="/store/popular"
      />
      <ItemRow
        id="discounted"
        title={t('home.discounted')}
        subtitle={t('home.discountedSubtitle')}
        items={sections.discountedItems}
        viewAll="/home?data_type=discounted"
      />
      <ItemRow id="new-items" title={t('home.newItems')} items={sections.newItems} viewAll="/home?data_type=new" />
      <StoreRow
        id="latest-stores"
        title={t(food ? 'home.latestRestaurants' : 'home.latestStores')}
        stores={sections.latestStores}
        viewAll="/store/latest"
      />
      <ItemRow
        id="recommended"
        title={t('home.recommended')}
        items={sections.recommendedItems}
        viewAll="/home?data_type=recommended"
      />
    </div>
  );
}
