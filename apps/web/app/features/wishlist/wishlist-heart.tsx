/**
 * The wishlist toggle on product cards, store cards, the store page and the item view, and on
 * vehicle cards, the vehicle page and the provider page (spec §2).
 */
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useCart } from '../cart/cart-context.ts';
import { WISHLIST_KEY, type WishlistKind } from '../cart/shell-data.ts';

export function WishlistHeart({ kind, id, name }: { kind: WishlistKind; id: number; name: string }) {
  const t = useT();
  const { wishlist, toggleWishlist } = useCart();
  const saved = Boolean(wishlist?.[WISHLIST_KEY[kind]].includes(id));
  return (
    <button
      type="button"
      onClick={(event) => {
        // Cards are links: the heart must not open the item.
        event.preventDefault();
        event.stopPropagation();
        toggleWishlist(kind, id);
      }}
      aria-pressed={saved}
      aria-label={t(saved ? 'wishlist.remove' : 'wishlist.add', { name })}
      className="flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-sm ring-1 ring-slate-200/80 transition hover:text-red-600 aria-pressed:text-red-600 dark:bg-slate-900/90 dark:text-slate-300 dark:ring-slate-700 dark:aria-pressed:text-red-400"
    >
      <Icon name="heart" className={`size-[18px] ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}

/**
 * The heart where the page decides itself (vehicles and providers): a customer's wishlist is read
 * with a zone (spec §2: "logged in, with zone"); without one the heart is not offered rather than
 * saying 'not logged in'. Guests see it and are told to sign in, as on items and stores.
 */
export function OptionalWishlistHeart(props: { kind: WishlistKind; id: number; name: string }) {
  const { signedIn } = useRootData();
  const { wishlist } = useCart();
  return signedIn && !wishlist ? null : <WishlistHeart {...props} />;
}
