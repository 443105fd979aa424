/** Play Store and App Store buttons, each only when its status is '1' (spec §2). */
import { settingOn as on } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import type { AppLinks } from './shell-data.server.ts';
import { AppStoreMark, PlayStoreMark } from './brand-icons.tsx';

export function hasAppBadges(links: AppLinks | null): boolean {
  return Boolean(
    links &&
    ((on(links.playstore_url_status) && links.playstore_url) ||
      (on(links.apple_store_url_status) && links.apple_store_url)),
  );
}

export function AppBadges({ links }: { links: AppLinks | null }) {
  const t = useT();
  if (!links || !hasAppBadges(links)) return null;
  const badge =
    'flex items-center gap-2.5 rounded-xl bg-slate-950 px-3.5 py-2 text-white ring-1 ring-white/15 transition hover:bg-slate-800';
  return (
    <div className="flex flex-wrap gap-3">
      {on(links.playstore_url_status) && links.playstore_url && (
        <a href={links.playstore_url} target="_blank" rel="noreferrer" className={badge}>
          <PlayStoreMark />
          <span className="flex flex-col text-start leading-none">
            <span className="text-[10px] uppercase tracking-wide opacity-80">{t('footer.getItOn')}</span>
            <span className="mt-0.5 text-base font-semibold">{t('footer.googlePlay')}</span>
          </span>
        </a>
      )}
      {on(links.apple_store_url_status) && links.apple_store_url && (
        <a href={links.apple_store_url} target="_blank" rel="noreferrer" className={badge}>
          <AppStoreMark />
          <span className="flex flex-col text-start leading-none">
            <span className="text-[10px] opacity-80">{t('footer.downloadOnThe')}</span>
            <span className="mt-0.5 text-base font-semibold">{t('footer.appStore')}</span>
          </span>
        </a>
      )}
    </div>
  );
}
