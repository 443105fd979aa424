import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { buttonClass } from '../../components/ui/button.tsx';

/** The generic fallback screen of spec §2, shown by error boundaries. */
export function ErrorScreen() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="rounded-full bg-amber-50 p-4 text-amber-600 dark:bg-amber-950/40 dark:text-amber-400">
        <Icon name="warning" className="size-10" />
      </span>
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('error.body')}</p>
      <Link to="/help-and-support" className={buttonClass()}>
        {t('error.helpAndSupport')}
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to="/home" className={buttonClass()}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
