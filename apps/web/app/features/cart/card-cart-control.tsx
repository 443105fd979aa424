/**
 * A product card's cart control (spec §2): '+' to add, or the − n + stepper
 * of the item's line once it is in the cart (at 1 the minus removes it).
 * Items with options, add-ons or a campaign open the item view instead, as
 * the shopper has to choose there.
 */
import { useState } from 'react';
import { buttonTone } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import type { ItemCard } from '../catalog/types.ts';
import { fetchItem } from '../item/item-client.ts';
import { useQuickView } from '../item/quick-view.tsx';
import { linesOfItem } from './cart-lines.ts';
import { useCart } from './cart-context.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

const round = 'flex size-8 items-center justify-center rounded-full transition disabled:opacity-50';

export function CardCartControl({ item }: { item: ItemCard }) {
  const t = useT();
  const format = useFormat();
  const quickView = useQuickView();
  const { cart, busy, change, increase, add } = useCart();
  const [adding, setAdding] = useState(false);
  if (item.soldOut) return null;
  const lines = linesOfItem(cart, item.id);

  if (lines.length === 1) {
    const line = lines[0];
    const updating = busy.has(line.id);
    return (
      <div
        role="group"
        aria-label={t('cart.quantityOf', { name: item.name })}
        className="flex items-center gap-1 rounded-full bg-brand-600 p-0.5 text-white shadow-sm"
      >
        <button
          type="button"
          disabled={updating}
          className={`${round} hover:bg-brand-700`}
          aria-label={t(line.quantity <= 1 ? 'cart.remove' : 'cart.decrease', { name: item.name })}
          onClick={() =>
            void (line.quantity <= 1
              ? change({ intent: 'remove', cartId: line.id }, t('cart.removed'))
              : change({ intent: 'update', cartId: line.id, quantity: line.quantity - 1 }))
          }
        >
          <Icon name={line.quantity <= 1 ? 'trash' : 'minus'} className="size-4" />
        </button>
        <output aria-live="polite" className="min-w-5 text-center text-sm font-bold tabular-nums">
          {updating ? <Spinner size="xs" label={t('cart.updating')} /> : format.number(line.quantity)}
        </output>
        <button
          type="button"
          disabled={updating}
          className={`${round} hover:bg-brand-700`}
          aria-label={t('cart.increase', { name: item.name })}
          onClick={() => increase(line)}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    );
  }

  const addOne = async () => {
    if (item.campaign) return quickView.open(item.id);
    setAdding(true);
    try {
      const detail = await fetchItem(item.id);
      if (detail.foodVariations.length || detail.choiceOptions.length || detail.addOns.length)
        return quickView.open(item.id);
      await add(
        {
          item_id: item.id,
          model: detail.model,
          price: 0,
          quantity: 1,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        },
        item.moduleId,
      );
    } catch {
      quickView.open(item.id);
    } finally {
      setAdding(false);
    }
  };

  return (
    <button
      type="button"
      disabled={adding}
      onClick={() => void addOne()}
      aria-label={t('cart.addOne', { name: item.name })}
      className={`${round} relative ${buttonTone('primary')}`}
    >
      {adding ? <Spinner size="xs" /> : <Icon name="plus" className="size-4" />}
      {lines.length > 1 && (
        <span className="absolute -end-1 -top-1 min-w-4 rounded-full bg-slate-900 px-1 text-[10px] leading-4 font-bold text-white dark:bg-white dark:text-slate-900">
          {format.number(lines.reduce((n, l) => n + l.quantity, 0))}
        </span>
      )}
    </button>
  );
}
