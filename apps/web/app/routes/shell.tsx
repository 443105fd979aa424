/** The shell every page lives in: demo notice, header, page, footer; errors render inside it. */
import { isRouteErrorResponse, Outlet, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/shell';
import { useT } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { AuthLauncher } from '../features/auth/auth-launcher.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { loadCart } from '../features/cart/cart.server.ts';
import { EMPTY_CART } from '../features/cart/cart-lines.ts';
import type { ShellData } from '../features/cart/shell-data.ts';
import { DemoNotice } from '../features/shell/demo-notice.tsx';
import { ErrorScreen, NotFoundScreen } from '../features/shell/error-screens.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader } from '../features/shell/site-header.tsx';
import { loadModulesForZones } from '../features/shell/shell-data.server.ts';
import { catalogApi } from '../features/catalog/catalog.server.ts';
import { PendingPage } from '../features/catalog/pending-page.tsx';
import { QuickViewHost } from '../features/item/quick-view.tsx';
import { loadWishlistIds } from '../features/wishlist/wishlist.server.ts';
import { loadRentalCart } from '../features/rental/rental.server.ts';
import { loadUnread } from '../features/settings/notifications.server.ts';
import { loadChatUnread } from '../features/inbox/inbox.server.ts';
import { HydrateLater } from '../lib/hydrate-later.tsx';

/** The cart badge, the wishlist, the notifications and chat badges are right on the first paint: read with the page, not after it. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const prefs = readPrefs(request);
  const { api, decimals } = await catalogApi(context, prefs);
  // The rental module's header holds the rental cart and its hearts save vehicles and providers;
  // the others' the store cart, items and stores (carts are per module: the other is empty there).
  // The modules are the root loader's read of this request, shared.
  const rental = (await loadModulesForZones(api, prefs)).some(
    (m) => m.id === prefs.moduleId && m.module_type === 'rental',
  );
  // A refused token is the root loader's business (it signs the visitor out); here it only means no cart or wishlist.
  const [cart, wishlist, unread, chatUnread, rentalCart] = await Promise.all([
    rental ? EMPTY_CART : loadCart(api, prefs, decimals).catch(() => EMPTY_CART),
    loadWishlistIds(api, prefs, rental).catch(() => null),
    loadUnread(api, Boolean(prefs.token)),
    loadChatUnread(api, Boolean(prefs.token)),
    rental ? loadRentalCart(api, prefs).catch(() => null) : null,
  ]);
  return { cart, wishlist, unread, chatUnread, rentalCart: rentalCart?.carts.length ?? 0 };
}

/**
 * Like the root: only submissions (sign-in, logout, module, location) change
 * whose cart it is. Cart and wishlist writes answer the new state themselves
 * and submit nothing through the router.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <CartProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg dark:focus:bg-slate-900"
        >
          {t('nav.skipToContent')}
        </a>
        <DemoNotice />
        {/* Header, page and footer hydrate one after the other, each in a task of its own (lib/hydrate-later.tsx). */}
        <HydrateLater>
          <SiteHeader />
        </HydrateLater>
        <HydrateLater>
          <main id="main" className="flex-1">
            <PendingPage>{children}</PendingPage>
          </main>
        </HydrateLater>
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
        <AuthLauncher />
        <QuickViewHost />
      </div>
    </CartProvider>
  );
}

export default function ShellLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />}</Shell>;
}
