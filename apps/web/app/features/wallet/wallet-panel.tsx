/**
 * The profile's Wallet tab (spec §2, §4, §5): the balance with Add Fund, how
 * the last top-up ended when the payment page sent the shopper back, the
 * running top-up bonuses, and the ledger by type, a page at a time.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { BalanceCard } from '../profile/balance-card.tsx';
import { AddFundDialog } from './add-fund-dialog.tsx';
import {
  WALLET_FILTERS,
  type WalletBonus,
  type WalletData,
  type WalletFilter,
  type WalletTransaction,
} from './types.ts';

export type TopUpOutcome = 'success' | 'fail' | 'cancel' | null;

const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800';
const OUTCOME: Record<Exclude<TopUpOutcome, null>, { key: MessageKey; tone: string }> = {
  success: {
    key: 'wallet.paid',
    tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950/40 dark:text-emerald-100 dark:ring-emerald-900',
  },
  fail: {
    key: 'wallet.failed',
    tone: 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900',
  },
  cancel: {
    key: 'wallet.left',
    tone: 'bg-amber-50 text-amber-950 ring-amber-200 dark:bg-amber-950/30 dark:text-amber-100 dark:ring-amber-900',
  },
};

export function WalletPanel({
  wallet,
  balance,
  outcome,
  pageParam,
}: {
  wallet: WalletData;
  balance: number;
  outcome: TopUpOutcome;
  pageParam: string;
}) {
  const t = useT();
  const money = useFormat().amount;
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">{t('wallet.title')}</h2>
      {outcome && (
        <p
          role="status"
          className={`flex items-center gap-3 rounded-2xl p-4 font-medium ring-1 ${OUTCOME[outcome].tone}`}
        >
          <Icon name={outcome === 'success' ? 'check' : 'info'} className="size-5 shrink-0" />
          {t(OUTCOME[outcome].key)}
        </p>
      )}
      <BalanceCard
        tone="brand"
        icon="wallet"
        label={t('wallet.balance')}
        value={money(balance)}
        note={t('wallet.balanceHint')}
        action={wallet.gateways ? { label: t('wallet.addFund'), icon: 'plus', onClick: () => setAdding(true) } : null}
      />
      {wallet.gateways && (
        <AddFundDialog
          open={adding}
          onClose={() => setAdding(false)}
          gateways={wallet.gateways}
          bonuses={wallet.bonuses}
        />
      )}

      {wallet.bonuses.length > 0 && (
        <section aria-labelledby="wallet-bonuses" className="flex flex-col gap-3">
          <h3 id="wallet-bonuses" className="text-lg font-bold">
            {t('wallet.bonuses')}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {wallet.bonuses.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="wallet-history" className={CARD}>
        <h3 id="wallet-history" className="text-lg font-bold">
          {t('wallet.history')}
        </h3>
        <FilterTabs current={wallet.filter} pageParam={pageParam} />
        {wallet.transactions.length === 0 ? (
          <EmptyState compact icon="wallet" title={t('wallet.empty')} body={t('wallet.emptyHint')} />
        ) : (
          <>
            <ul aria-label={t('wallet.list')} className="divide-y divide-slate-100 dark:divide-slate-800">
              {wallet.transactions.map((row) => (
                <li key={row.id}>
                  <TransactionRow row={row} />
                </li>
              ))}
            </ul>
            <Pagination page={wallet.page} total={wallet.total} pageSize={wallet.pageSize} param={pageParam} />
          </>
        )}
      </section>
    </div>
  );
}

function FilterTabs({ current, pageParam }: { current: WalletFilter; pageParam: string }) {
  const t = useT();
  const location = useLocation();
  const hrefFor = (filter: WalletFilter) => {
    const query = new URLSearchParams(location.search);
    query.delete(pageParam);
    if (filter === 'all') query.delete('type');
    else query.set('type', filter);
    return `${location.pathname}?${query}`;
  };
  return (
    <div role="tablist" aria-label={t('wallet.filters')} className="mt-3 mb-2 flex gap-2 overflow-x-auto pb-1">
      {WALLET_FILTERS.map((filter) => (
        <Link
          key={filter}
          role="tab"
          aria-selected={filter === current}
          to={hrefFor(filter)}
          preventScrollReset
          className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:ring-brand-600 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
        >
          {t(`wallet.filter.${filter}`)}
        </Link>
      ))}
    </div>
  );
}

function TransactionRow({ row }: { row: WalletTransaction }) {
  const t = useT();
  const format = useFormat();
  const money = format.amount;
  const credit = row.credit > 0;
  const typeKey = `wallet.type.${row.type}` as MessageKey;
  const known = (t(typeKey) as string) !== typeKey;
  return (
    <div className="flex items-center gap-3 py-3">
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${credit ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300' : 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'}`}
      >
        <Icon name={credit ? 'plus' : 'minus'} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{known ? t(typeKey) : t('wallet.type.other')}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {format.date(row.createdAt)}
          {row.orderId && (
            <>
              {' · '}
              <Link
                to={`/my-orders/${row.orderId}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <bdi>{t('wallet.forOrder', { id: row.orderId })}</bdi>
              </Link>
            </>
          )}
        </p>
        {row.bonus > 0 && (
          <p className="text-sm text-emerald-700 dark:text-emerald-300">
            {t('wallet.plusBonus', { amount: money(row.bonus) })}
          </p>
        )}
      </div>
      <div className="text-end">
        <p
          className={`font-bold ${credit ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
        >
          <bdi>{`${credit ? '+' : '−'} ${money(credit ? row.credit : row.debit)}`}</bdi>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('wallet.balanceAfter', { amount: money(row.balance) })}
        </p>
      </div>
    </div>
  );
}

function BonusCard({ bonus }: { bonus: WalletBonus }) {
  const t = useT();
  const format = useFormat();
  const money = format.amount;
  return (
    <article className="flex h-full gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-amber-950/30 dark:ring-amber-900">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-amber-600 dark:bg-slate-900 dark:text-amber-400">
        <Icon name="gift" className="size-5" />
      </span>
      <div className="min-w-0">
        <h4 className="font-bold text-amber-950 dark:text-amber-100">
          {bonus.kind === 'percentage'
            ? t('wallet.bonusPercent', { value: format.percent(bonus.value) })
            : t('wallet.bonusAmount', { amount: money(bonus.value) })}
        </h4>
        <p className="text-sm text-amber-900 dark:text-amber-200">
          {[
            t('wallet.bonusMinimum', { amount: money(bonus.minimum) }),
            bonus.kind === 'percentage' && bonus.maximum > 0
              ? t('wallet.bonusMaximum', { amount: money(bonus.maximum) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">
          {t('wallet.bonusUntil', { date: format.date(bonus.endDate) })}
        </p>
      </div>
    </article>
  );
}
