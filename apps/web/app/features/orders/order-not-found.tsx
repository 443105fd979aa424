/** An order this visitor may not see, or that does not exist: said plainly, with the ways on. */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';

export function OrderNotFound({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-slate-50 px-6 py-14 text-center dark:bg-slate-900">
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-400 shadow-sm dark:bg-slate-800">
        <Icon name="bag" className="size-8" />
      </span>
      <h1 className="text-xl font-bold">{t('order.notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t('order.notFoundBody')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={signedIn ? '/my-orders' : '/track-order'} className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-700">
          {t(signedIn ? 'orders.title' : 'track.title')}
        </Link>
      </div>
    </div>
  );
}
