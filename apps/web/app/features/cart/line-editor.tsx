/**
 * Editing a cart line from the drawer (spec §2): the item view (food or
 * product) starts from the line's choices, quantity and add-ons, and its
 * button is 'Update To Cart' for this line — a changed variation changes the
 * line; an unchanged one says 'No changes found to update.' (spec §4).
 */
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { CatalogActionsProvider, useCatalogActions } from '../catalog/actions.tsx';
import { ItemViewSkeleton } from '../catalog/skeletons.tsx';
import type { ItemDetail } from '../catalog/types.ts';
import { fetchItem } from '../item/item-client.ts';
import { ItemView } from '../item/item-view.tsx';
import '../item/item-words.ts';
import { useCart } from './cart-context.ts';
import { changesLine, variationKey, type CartLine } from './cart-lines.ts';
import { selectionFromLine } from './drawer-rules.ts';

export default function LineEditor({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const outer = useCatalogActions();
  const { change } = useCart();
  const [loaded, setLoaded] = useState<{ item: ItemDetail; at: number } | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    fetchItem(line.itemId).then(
      (item) => live && setLoaded({ item, at: Date.now() }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [line.itemId]);

  const actions = {
    ...outer,
    addLabel: () => t('cart.updateToCart'),
    // This line's own state while its variation is chosen; another line's when the shopper picks that one's.
    cartLine: (selection: Parameters<NonNullable<typeof outer.cartLine>>[0], item: ItemDetail) =>
      variationKey(selection.variation) === variationKey(line.variation)
        ? { quantity: line.quantity, addOns: line.addOns }
        : (outer.cartLine?.(selection, item) ?? null),
    addToCart: (selection: Parameters<NonNullable<typeof outer.addToCart>>[0]) => {
      if (!changesLine(line, selection)) return toast(t('cart.noChanges'), { kind: 'warning' });
      void change({ intent: 'update', cartId: line.id, selection }, t('cart.updated')).then((ok) => ok && onClose());
    },
  };

  return (
    <Dialog open onClose={onClose} title={t('cart.editTitle')} hideTitle variant="large">
      {loaded === null ? (
        <ItemViewSkeleton />
      ) : loaded === 'failed' ? (
        <p role="alert" className="py-10 text-center font-bold">
          {t('error.title')}
        </p>
      ) : (
        <CatalogActionsProvider value={actions}>
          <ItemView
            item={loaded.item}
            now={loaded.at}
            heading="dialog"
            initial={selectionFromLine(loaded.item, line)}
          />
        </CatalogActionsProvider>
      )}
    </Dialog>
  );
}
