/** Contact email, phone and address from the config, each with its action. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { phoneHref } from '../../lib/shop-config.ts';
import { FindUsDialog } from '../location/map-dialogs.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';

export function HelpAndSupport() {
  const t = useT();
  const { config } = useRootData();
  const [mapOpen, setMapOpen] = useState(false);
  const phoneLink = phoneHref(config.phone);
  const action = buttonClass({ size: 'sm', className: 'mt-auto' });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('help.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('help.subtitle')}</p>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        <Card icon="chat" title={t('help.chat')} value={t('help.chatHint')}>
          {/* Signed out, the inbox asks to sign in first. */}
          <Link to="/profile?page=inbox&to=admin" className={action}>
            <Icon name="chat" className="size-4" />
            {t('help.contactSupport')}
          </Link>
        </Card>
        {/* A contact the store has not set is left out: chat always reaches the support team. */}
        {config.email && (
          <Card icon="mail" title={t('help.email')} value={config.email}>
            <a href={`mailto:${config.email}`} className={action}>
              <Icon name="mail" className="size-4" />
              {t('help.sendMail')}
            </a>
          </Card>
        )}
        {config.phone && phoneLink && (
          <Card icon="phone" title={t('help.phone')} value={config.phone} ltr>
            <a href={phoneLink} className={action}>
              <Icon name="phone" className="size-4" />
              {t('help.call')}
            </a>
          </Card>
        )}
        {config.address && (
          <Card icon="pin" title={t('help.address')} value={config.address}>
            <Button size="sm" className="mt-auto" onClick={() => setMapOpen(true)}>
              <Icon name="map" className="size-4" />
              {t('footer.findUsHere')}
            </Button>
          </Card>
        )}
      </ul>
      <FindUsDialog open={mapOpen} onClose={() => setMapOpen(false)} />
    </div>
  );
}

function Card({
  icon,
  title,
  value,
  ltr,
  children,
}: {
  icon: IconName;
  title: string;
  value: string;
  ltr?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/20 dark:text-brand-500">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h2 className="font-bold">{title}</h2>
        <p className="mt-1 break-words text-slate-600 dark:text-slate-300">
          {ltr ? <bdi dir="ltr">{value}</bdi> : value}
        </p>
      </div>
      {children}
    </li>
  );
}
