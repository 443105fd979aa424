import { Link } from 'react-router';
import { useT } from '../../i18n/t.ts';

/** The generic fallback screen of spec §2, shown by error boundaries. */
export function ErrorScreen() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('error.body')}</p>
      <Link to="/help-and-support" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('error.helpAndSupport')}
      </Link>
    </main>
  );
}

export function NotFoundScreen() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to="/home" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}
