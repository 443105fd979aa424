/**
 * The footer of every page, as spec §2 lists it: newsletter, logo, social
 * icons, app links, contact tiles, links and policy links (each hidden when
 * its flag is 0), and the footer text of the config.
 */
import { settingOn } from '@souq/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentModule, useRootData } from '../../lib/root-data.ts';
import { FindUsDialog } from '../location/map-dialogs.tsx';
import { AppBadges, hasAppBadges } from './app-badges.tsx';
import { Brand } from './brand.tsx';
import { SOCIAL_NETWORKS, SocialMark, type SocialNetwork } from './brand-icons.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { phoneHref } from '../../lib/shop-config.ts';

export function SiteFooter() {
  const t = useT();
  const { config, footer } = useRootData();
  const module = useCurrentModule();
  const [mapOpen, setMapOpen] = useState(false);
  const phoneLink = phoneHref(config.phone);

  const social = SOCIAL_NETWORKS.map((network) => ({
    network,
    link: config.social_media?.find((s) => s.name === network)?.link,
  })).filter((s): s is { network: SocialNetwork; link: string } => Boolean(s.link));
  // Vendor and delivery-man links only with toggle_dm_registration; each policy but two has its flag.
  const links: FooterLink[] = [
    ...when(
      config.toggle_dm_registration,
      ['/store-registration?active=active', t('footer.becomeVendor')],
      ['/deliveryman-registration', t('footer.becomeDeliveryman')],
    ),
    ['/help-and-support', t('footer.helpAndSupport')],
    ['/about-us', t('footer.aboutUs')],
    ['/track-order', t(module?.module_type === 'rental' ? 'footer.trackTrip' : 'footer.trackOrder')],
    // Spec §5: these need a signed-in shopper; the profile page sends guests to sign in with 'You must be login to access this page.'.
    ...when(config.loyalty_point_status, ['/profile?page=loyalty-points', t('account.loyaltyPoints')]),
    ...when(config.customer_wallet_status, ['/profile?page=wallet', t('account.wallet')]),
  ];
  const policies: FooterLink[] = [
    ['/terms-and-conditions', t('footer.terms')],
    ['/privacy-policy', t('footer.privacy')],
    ...when(config.refund_policy, ['/refund-policy', t('footer.refund')]),
    ...when(config.cancelation_policy, ['/cancellation-policy', t('footer.cancellation')]),
    ...when(config.shipping_policy, ['/shipping-policy', t('footer.shipping')]),
  ];

  return (
    <footer className="mt-16 bg-slate-50 dark:bg-slate-900/60">
      <section aria-labelledby="newsletter-title" className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="relative -translate-y-10 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-8 text-white shadow-xl sm:px-10 md:flex md:items-center md:justify-between md:gap-10">
          <div aria-hidden="true" className="absolute -end-16 -top-20 size-64 rounded-full bg-white/10" />
          <div className="relative mb-5 md:mb-0">
            <h2 id="newsletter-title" className="text-2xl font-bold">
              {footer.newsletterTitle}
            </h2>
            <p className="mt-1 max-w-lg text-brand-50">{footer.newsletterSubTitle}</p>
          </div>
          <div className="relative md:w-[28rem]">
            <NewsletterForm />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-10 lg:grid-cols-[1.3fr_2fr] lg:px-6">
        <div className="flex flex-col gap-5">
          <Brand />
          {footer.description && (
            <p className="max-w-sm text-sm leading-6 text-slate-600 dark:text-slate-300">{footer.description}</p>
          )}
          {social.length > 0 && (
            <div>
              <h3 className="sr-only">{t('footer.followUs')}</h3>
              <ul className="flex gap-2">
                {social.map(({ network, link }) => (
                  <li key={network}>
                    <a
                      href={link}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t(`social.${network}`)}
                      className="flex size-10 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200 transition hover:bg-brand-600 hover:text-white hover:ring-brand-600 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700"
                    >
                      <SocialMark network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {hasAppBadges(footer.appLinks) && (
            <div>
              <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{t('footer.getTheApp')}</h3>
              <AppBadges links={footer.appLinks} />
            </div>
          )}
        </div>

        <div className="flex flex-col gap-8">
          <ul className="grid gap-3 sm:grid-cols-3">
            {/* A contact the store has not set is left out, not shown empty. */}
            {config.email && (
              <ContactTile
                icon="mail"
                title={t('footer.sendUsMails')}
                value={config.email}
                href={`mailto:${config.email}`}
              />
            )}
            {config.phone && phoneLink && (
              <ContactTile icon="phone" title={t('footer.contactUs')} value={config.phone} href={phoneLink} dirLtr />
            )}
            {config.address && (
              <ContactTile
                icon="pin"
                title={t('footer.findUsHere')}
                value={config.address}
                onClick={() => setMapOpen(true)}
              />
            )}
          </ul>
          <div className="grid grid-cols-2 gap-8">
            <LinkList title={t('footer.quickLinks')} links={links} />
            <LinkList title={t('footer.policies')} links={policies} />
          </div>
        </div>
      </div>

      {config.footer_text && (
        <div className="border-t border-slate-200 dark:border-slate-800">
          <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-slate-500 lg:px-6 dark:text-slate-400">
            {config.footer_text}
          </p>
        </div>
      )}
      <FindUsDialog open={mapOpen} onClose={() => setMapOpen(false)} />
    </footer>
  );
}

type FooterLink = [to: string, label: string];
/** The links when the setting is on, read as the API reads it (a missing or "0" switch is off). */
const when = (flag: unknown, ...links: FooterLink[]): FooterLink[] => (settingOn(flag) ? links : []);

function ContactTile({
  icon,
  title,
  value,
  href,
  onClick,
  dirLtr,
}: {
  icon: IconName;
  title: string;
  value: string;
  href?: string;
  onClick?: () => void;
  dirLtr?: boolean;
}) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-700/20 dark:text-brand-500">
        <Icon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
          {dirLtr ? <bdi dir="ltr">{value}</bdi> : value}
        </span>
      </span>
    </>
  );
  const tile =
    'flex h-full w-full items-start gap-3 rounded-2xl sm:flex-col bg-white p-4 text-start ring-1 ring-slate-200 transition hover:ring-brand-600 dark:bg-slate-800/60 dark:ring-slate-700';
  return (
    <li>
      {href ? (
        <a href={href} className={tile}>
          {body}
        </a>
      ) : (
        <button type="button" onClick={onClick} className={tile}>
          {body}
        </button>
      )}
    </li>
  );
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-3 flex flex-col gap-2.5">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link
              to={to}
              className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-500"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
