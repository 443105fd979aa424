/**
 * The profile's Loyalty Points tab (spec §2, §6): the points with the
 * conversion terms, Convert to Wallet Money while the wallet is on, and the
 * ledger (points earned on orders, points converted), a page at a time.
 */
import { useState } from 'react';
import { settingOn } from '@souq/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { BalanceCard } from '../profile/balance-card.tsx';
import { ConvertDialog } from './convert-dialog.tsx';
import type { LoyaltyData, PointsTransaction } from './types.ts';

export function LoyaltyPanel({
  loyalty,
  points,
  pageParam,
}: {
  loyalty: LoyaltyData;
  points: number;
  pageParam: string;
}) {
  const t = useT();
  const money = useFormat().amount;
  // Converting needs the wallet.
  const canConvert = settingOn(useRootData().config.customer_wallet_status);
  const [converting, setConverting] = useState(false);
  const { rate, minimum } = loyalty.terms;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">{t('loyalty.title')}</h2>
      <BalanceCard
        tone="amber"
        icon="star"
        label={t('loyalty.balance')}
        value={t('loyalty.points', { count: points })}
        note={`${t('loyalty.rate', { points: rate, amount: money(1) })} · ${t('loyalty.minimum', { min: minimum })}`}
        action={canConvert ? { label: t('loyalty.convert'), icon: 'wallet', onClick: () => setConverting(true) } : null}
      />
      {canConvert && (
        <ConvertDialog open={converting} onClose={() => setConverting(false)} held={points} terms={loyalty.terms} />
      )}

      <section
        aria-labelledby="loyalty-history"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h3 id="loyalty-history" className="text-lg font-bold">
          {t('loyalty.history')}
        </h3>
        {loyalty.transactions.length === 0 ? (
          <EmptyState compact icon="star" title={t('loyalty.empty')} body={t('loyalty.emptyHint')} />
        ) : (
          <>
            <ul aria-label={t('loyalty.list')} className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
              {loyalty.transactions.map((row) => (
                <li key={row.id}>
                  <PointsRow row={row} />
                </li>
              ))}
            </ul>
            <Pagination page={loyalty.page} total={loyalty.total} pageSize={loyalty.pageSize} param={pageParam} />
          </>
        )}
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('loyalty.earnHint')}</p>
      </section>
    </div>
  );
}

function PointsRow({ row }: { row: PointsTransaction }) {
  const t = useT();
  const format = useFormat();
  const earned = row.credit > 0;
  return (
    <div className="flex items-center gap-3 py-3">
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${earned ? 'bg-amber-50 text-amber-700 dark:bg-amber-950/50 dark:text-amber-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'}`}
      >
        <Icon name={earned ? 'star' : 'wallet'} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(earned ? 'loyalty.type.order_place' : 'loyalty.type.point_to_wallet')}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {format.date(row.createdAt)}
          {row.orderId && (
            <>
              {' · '}
              <Link
                to={`/my-orders/${row.orderId}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <bdi>{t('loyalty.forOrder', { id: row.orderId })}</bdi>
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="text-end">
        <p
          className={`font-bold ${earned ? 'text-amber-700 dark:text-amber-300' : 'text-slate-700 dark:text-slate-200'}`}
        >
          <bdi>{`${earned ? '+' : '−'} ${format.number(earned ? row.credit : row.debit)}`}</bdi>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('loyalty.balanceAfter', { count: row.balance })}
        </p>
      </div>
    </div>
  );
}
