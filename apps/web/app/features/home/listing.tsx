/** The "View all" pages of /home (`data_type=…`): one list of items or stores, paged. */
import { useT } from '../../i18n/t.ts';
import { EmptyState } from '../catalog/empty-state.tsx';
import { useFormat } from '../catalog/format.ts';
import { ITEM_GRID, STORE_GRID } from '../catalog/grids.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { Picture } from '../catalog/picture.tsx';
import { ProductCard } from '../catalog/product-card.tsx';
import { StoreCard } from '../catalog/store-card.tsx';
import { Countdown } from './flash-sale.tsx';
import type { Listing as ListingData } from './home.server.ts';
import { listingTitle } from './listing-title.ts';
import { BackLink } from '../../components/ui/back-link.tsx';

export default function Listing({ listing, renderedAt }: { listing: ListingData; renderedAt: number }) {
  const t = useT();
  const format = useFormat();
  const list = listing.items ?? listing.stores;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/home">{t('nav.home')}</BackLink>
      {listing.campaign?.image && (
        <Picture
          src={listing.campaign.image}
          alt=""
          eager
          className="aspect-[3/1] w-full rounded-3xl object-cover lg:aspect-[5/1]"
        />
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{listingTitle(listing, t)}</h1>
          {listing.campaign && (
            <>
              {listing.campaign.description && (
                <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{listing.campaign.description}</p>
              )}
              <p className="mt-2 text-sm font-medium text-slate-500 dark:text-slate-400">
                {t('home.campaignDates', {
                  start: format.date(listing.campaign.startDate),
                  end: format.date(listing.campaign.endDate),
                })}
              </p>
            </>
          )}
          {list && !listing.campaign && (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {t(listing.stores ? 'home.storeCount' : 'home.itemCount', { count: format.number(list.total) })}
            </p>
          )}
        </div>
        {listing.endsAt && <Countdown endsAt={listing.endsAt} renderedAt={renderedAt} />}
      </div>
      {listing.campaign ? (
        <CampaignContents listing={listing} />
      ) : !list || list.list.length === 0 ? (
        <EmptyState title={t('home.nothingHere')} />
      ) : listing.items ? (
        <div className={ITEM_GRID}>
          {listing.items.list.map((item) => (
            <ProductCard key={item.id} item={item} />
          ))}
        </div>
      ) : (
        <div className={STORE_GRID}>
          {listing.stores!.list.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </div>
      )}
      {list && !listing.campaign && <Pagination page={list.page} total={list.total} pageSize={list.pageSize} />}
    </div>
  );
}

/** A campaign's page (issue 20): its items, then the stores taking part. */
function CampaignContents({ listing }: { listing: ListingData }) {
  const t = useT();
  const items = listing.items?.list ?? [];
  const stores = listing.stores?.list ?? [];
  if (items.length === 0 && stores.length === 0) return <EmptyState title={t('home.nothingHere')} />;
  return (
    <>
      {items.length > 0 && (
        <section aria-labelledby="campaign-items" className="flex flex-col gap-4">
          <h2 id="campaign-items" className="text-xl font-bold">
            {t('home.campaignItemsHeading')}
          </h2>
          <div className={ITEM_GRID}>
            {items.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </div>
        </section>
      )}
      {stores.length > 0 && (
        <section aria-labelledby="campaign-stores" className="flex flex-col gap-4">
          <h2 id="campaign-stores" className="text-xl font-bold">
            {t('home.campaignStoresHeading')}
          </h2>
          <div className={STORE_GRID}>
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
