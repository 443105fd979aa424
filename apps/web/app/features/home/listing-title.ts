/** The heading of a "View all" list: its thing's name (a brand, a campaign…) or the name of the list. */
import type { MessageKey } from '../../i18n/t.ts';
import type { Listing, ListingType } from './home.server.ts';

const TITLES: Record<ListingType, MessageKey> = {
  new: 'home.newItems',
  popular: 'home.popularItems',
  discounted: 'home.discounted',
  recommended: 'home.recommended',
  flash_sale: 'home.flashSale',
  campaign: 'home.campaigns',
  campaign_items: 'home.campaignItems',
  brand: 'home.brands',
  condition: 'home.conditions',
};

export function listingTitle(listing: Pick<Listing, 'type' | 'name'>, t: (key: MessageKey) => string): string {
  return listing.name ?? t(TITLES[listing.type]);
}
