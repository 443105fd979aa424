/** An order this visitor may not see, or that does not exist: said plainly, with the ways on. */
import { Link } from 'react-router';
import { EmptyState, EMPTY_STATE_ACTION } from '../../components/ui/empty-state.tsx';
import { useT } from '../../i18n/t.ts';

export function OrderNotFound({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <EmptyState
      heading
      icon="bag"
      title={t('order.notFoundTitle')}
      body={t('order.notFoundBody')}
      className="rounded-3xl bg-slate-50 px-6 py-14 dark:bg-slate-900"
    >
      <Link to={signedIn ? '/my-orders' : '/track-order'} className={EMPTY_STATE_ACTION}>
        {t(signedIn ? 'orders.title' : 'track.title')}
      </Link>
    </EmptyState>
  );
}
