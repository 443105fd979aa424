/**
 * The item quick view is addressed by the page URL (`?item=41`), so it can
 * be shared, reloaded and closed with the Back button. Cards open it; the
 * host (mounted once in the shell) shows it. The item view itself is a lazy
 * chunk: no page pays for it before a shopper opens an item.
 */
import { Suspense, useState } from 'react';
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../i18n/t.ts';
import { lazyView } from '../../lib/lazy-view.tsx';
import { ItemViewSkeleton } from '../catalog/skeletons.tsx';

export const QUICK_VIEW_PARAM = 'item';

const ItemModalContent = lazyView('item/modal-content', () => import('./item-modal-content.tsx'));

export function withoutQuickView(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUICK_VIEW_PARAM);
  return params.toString();
}

export function useQuickView() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    open(id: number) {
      const params = new URLSearchParams(location.search);
      params.set(QUICK_VIEW_PARAM, String(id));
      navigate({ search: `?${params}` }, { preventScrollReset: true, state: { quickView: true } });
    },
    close() {
      // Opened here: going back closes it and keeps history clean; opened from a link: drop the parameter.
      if ((location.state as { quickView?: boolean } | null)?.quickView) navigate(-1);
      else {
        const rest = withoutQuickView(location.search);
        navigate({ search: rest ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });
      }
    },
  };
}

/** Route `shouldRevalidate`: opening or closing the quick view does not reload the page's data. */
export function skipQuickViewRevalidation({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutQuickView(currentUrl.search) === withoutQuickView(nextUrl.search)
  )
    return false;
  return defaultShouldRevalidate;
}

export function QuickViewHost() {
  const location = useLocation();
  const quickView = useQuickView();
  const t = useT();
  const [name, setName] = useState<string | null>(null);
  const raw = new URLSearchParams(location.search).get(QUICK_VIEW_PARAM);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  // Spec §2: the store link is hidden when the item is opened on its store's page.
  const onStorePage = location.pathname.startsWith('/store/');
  return (
    <Dialog open={id !== null} onClose={quickView.close} title={name ?? t('item.quickView')} hideTitle variant="large">
      {id !== null && (
        <Suspense fallback={<ItemViewSkeleton />}>
          <ItemModalContent key={id} id={id} onStorePage={onStorePage} onLoaded={setName} />
        </Suspense>
      )}
    </Dialog>
  );
}
