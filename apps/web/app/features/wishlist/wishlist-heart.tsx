/** The wishlist toggle on product cards, store cards, the store page and the item view (spec §2). */
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCart } from '../cart/cart-context.ts';

export function WishlistHeart({ kind, id, name }: { kind: 'item' | 'store'; id: number; name: string }) {
  const t = useT();
  const { wishlist, toggleWishlist } = useCart();
  const saved = Boolean(wishlist?.[kind === 'item' ? 'items' : 'stores'].includes(id));
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
