/** The quick view's content (a lazy chunk): loads the item, then shows the item view with a link to its page. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { productHref } from '../catalog/links.ts';
import { ItemViewSkeleton } from '../catalog/skeletons.tsx';
import type { ItemDetail } from '../catalog/types.ts';
import { fetchItem } from './item-client.ts';
import { ItemView } from './item-view.tsx';
import './item-words.ts';
import { buttonClass } from '../../components/ui/button.tsx';

export default function ItemModalContent({
  id,
  onStorePage,
  onLoaded,
}: {
  id: number;
  onStorePage: boolean;
  onLoaded: (name: string | null) => void;
}) {
  const t = useT();
  const [state, setState] = useState<{ item: ItemDetail; at: number } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    fetchItem(id).then(
      (item) => {
        if (!live) return;
        setState({ item, at: Date.now() });
        onLoaded(item.name);
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      onLoaded(null);
    };
  }, [id, onLoaded]);

  if (state === 'loading') return <ItemViewSkeleton />;
  if (state === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon name="warning" className="size-10 text-amber-500" />
        <p className="font-bold">{t('error.title')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('error.body')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ItemView item={state.item} now={state.at} heading="dialog" onStorePage={onStorePage} />
      <Link to={productHref(state.item)} className={buttonClass({ variant: 'link', className: 'self-center text-sm' })}>
        {t('item.viewDetails')}
        <Icon name="chevron" className="size-4" />
      </Link>
    </div>
  );
}
