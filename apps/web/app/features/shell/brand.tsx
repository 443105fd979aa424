/** The business logo and name, linking home (spec §2: /home, or / on the landing with no saved location). */
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { shopName } from '../../lib/shop-config.ts';

/** `compact`: on phones with a saved location the name gives way to the location. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { config, location } = useRootData();
  const { pathname } = useLocation();
  return (
    <Link
      to={pathname === '/' && !location ? '/' : '/home'}
      aria-label={t('nav.logoHome', { name: shopName(config) })}
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      {config.logo_full_url ? (
        <img src={config.logo_full_url} alt="" width={36} height={36} className="size-9 rounded-xl object-cover" />
      ) : (
        <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      )}
      <span
        className={`text-xl font-extrabold tracking-tight text-slate-900 dark:text-white ${compact && location ? 'hidden sm:inline' : ''}`}
      >
        {shopName(config)}
      </span>
    </Link>
  );
}
