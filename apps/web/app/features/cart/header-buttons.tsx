/** The header's cart button with its badge, and the wishlist button with its count (signed in, with a zone; spec §2). */
import { Link } from 'react-router';
import { IconButton, iconButtonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentModule } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { useCart } from './cart-context.ts';
import { loadCartDrawer } from './cart-provider.tsx';

const loadDrawer = () => void loadCartDrawer().catch(() => {});

export function CartButton() {
  const t = useT();
  const { cart, openDrawer } = useCart();
  const count = cart.lines.length;
  return (
    <HeaderButton
      icon="cart"
      count={count}
      label={count ? t('cart.openWithCount', { count }) : t('cart.open')}
      onOpen={() => openDrawer('cart')}
      onIntent={loadDrawer}
    />
  );
}

/** The rental cart (spec §2 header): a link to the trip checkout with its badge, in the rental module. */
export function RentalCartButton({ count }: { count: number }) {
  const t = useT();
  return (
    <Link
      to="/rental/checkout"
      aria-label={count ? t('cart.rentalWithCount', { count }) : t('cart.rental')}
      className={iconButtonClass('header', 'relative shrink-0')}
    >
      <Icon name="car" className="size-6" />
      <CountBadge count={count} testId="rental-cart-count" />
    </Link>
  );
}

export function WishlistButton() {
  const t = useT();
  const { wishlist, openDrawer } = useCart();
  const rental = useCurrentModule()?.module_type === 'rental';
  if (!wishlist) return null;
  // Spec §2: in rental the drawer holds vehicles and providers, so the count is theirs.
  const count = rental
    ? wishlist.vehicles.length + wishlist.providers.length
    : wishlist.items.length + wishlist.stores.length;
  return (
    <HeaderButton
      icon="heart"
      count={count}
      label={count ? t('wishlist.openWithCount', { count }) : t('wishlist.open')}
      onOpen={() => openDrawer('wishlist')}
    />
  );
}

function HeaderButton({
  icon,
  count,
  label,
  onOpen,
  onIntent,
}: {
  icon: IconName;
  count: number;
  label: string;
  onOpen: () => void;
  onIntent?: () => void;
}) {
  return (
    <IconButton
      tone="header"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={label}
      className="relative shrink-0"
    >
      <Icon name={icon} className="size-6" />
      <CountBadge count={count} testId={`${icon}-count`} />
    </IconButton>
  );
}

/** The count on a header button's corner; drawn, not read (the button's label says it). */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  const format = useFormat();
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className="absolute -end-0.5 -top-0.5 min-w-[18px] rounded-full bg-brand-600 px-1 text-center text-[11px] leading-[18px] font-bold text-white ring-2 ring-white dark:ring-slate-950"
    >
      {format.number(count)}
    </span>
  );
}
