/**
 * The profile's Inbox (`/profile?page=inbox`): the customer's conversations
 * with stores, delivery people and support (search, unread counts, the last
 * message and its time) and the open conversation (messages with their
 * pictures, zoomable; the send box with up to 3 images; Sent / Seen on one's
 * own messages). Wide screens show both side by side; a phone shows the
 * list, or the open conversation with a way back. New messages arrive live
 * (use-live-inbox.ts).
 */
import { useMemo } from 'react';
import { Form, Link } from 'react-router';
import { localMoment } from '@souq/domain';
import { EmptyState, EMPTY_STATE_ACTION } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import type { Moment } from '../orders/types.ts';
import { Conversation } from './conversation.tsx';
import type { ConversationSummary, InboxView, Party } from './types.ts';
import { useLiveInbox } from './use-live-inbox.ts';

const CARD = 'rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

export const KIND_LABEL: Record<Party['kind'], MessageKey> = {
  admin: 'inbox.kind.admin',
  vendor: 'inbox.kind.vendor',
  delivery_man: 'inbox.kind.delivery_man',
};

export const SUPPORT_LINK = '/profile?page=inbox&to=admin';

export function InboxPanel({ inbox }: { inbox: InboxView }) {
  const t = useT();
  useLiveInbox();
  const { open } = inbox;
  return (
    <section aria-labelledby="inbox-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="inbox-title" className={`text-2xl font-bold ${open ? 'max-lg:sr-only' : ''}`}>
        {t('inbox.title')}
      </h2>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[300px_1fr]">
        <div className={`${CARD} min-w-0 p-3 ${open ? 'max-lg:hidden' : ''}`}>
          <ConversationList inbox={inbox} />
        </div>
        <div className={`${CARD} min-w-0 ${open ? '' : 'max-lg:hidden'}`}>
          {open ? (
            <Conversation key={`${open.party.kind}-${open.party.ref}`} conversation={open} />
          ) : (
            <EmptyState icon="chat" title={t('inbox.chooseTitle')} body={t('inbox.chooseHint')} />
          )}
        </div>
      </div>
    </section>
  );
}

function ConversationList({ inbox }: { inbox: InboxView }) {
  const t = useT();
  const activeId = inbox.open?.id ?? null;
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" action="/profile" role="search" className="relative">
        <input type="hidden" name="page" value="inbox" />
        <label htmlFor="inbox-search" className="sr-only">
          {t('inbox.search')}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="inbox-search"
          type="search"
          name="q"
          defaultValue={inbox.search}
          maxLength={100}
          placeholder={t('inbox.searchPlaceholder')}
          className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
      </Form>
      {inbox.conversations.length === 0 ? (
        inbox.search ? (
          <EmptyState compact icon="search" title={t('home.noSearchResults')} body="">
            <Link to="/profile?page=inbox" className="text-sm font-semibold text-brand-700 dark:text-brand-500">
              {t('inbox.clearSearch')}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState compact icon="chat" title={t('inbox.empty')} body={t('inbox.emptyHint')}>
            <Link to={SUPPORT_LINK} className={EMPTY_STATE_ACTION}>
              {t('inbox.contactSupport')}
            </Link>
          </EmptyState>
        )
      ) : (
        <ul aria-label={t('inbox.conversations')} className="flex flex-col gap-1">
          {inbox.conversations.map((c) => (
            <li key={c.id}>
              <ConversationLink conversation={c} active={c.id === activeId} />
            </li>
          ))}
        </ul>
      )}
      {inbox.conversations.length > 0 && !inbox.conversations.some((c) => c.party.kind === 'admin') && (
        <Link
          to={SUPPORT_LINK}
          className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-brand-700/20"
        >
          <Icon name="chat" className="size-4" />
          {t('inbox.contactSupport')}
        </Link>
      )}
    </div>
  );
}

function ConversationLink({ conversation: c, active }: { conversation: ConversationSummary; active: boolean }) {
  const t = useT();
  const format = useFormat();
  const preview =
    c.lastText ?? (c.lastImages > 1 ? t('inbox.pictures', { count: format.number(c.lastImages) }) : t('inbox.picture'));
  return (
    <Link
      to={`/profile?page=inbox&conversation=${c.id}`}
      aria-current={active ? 'page' : undefined}
      className="flex items-center gap-3 rounded-2xl p-2.5 hover:bg-slate-100 aria-[current=page]:bg-brand-50 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/20"
    >
      <Avatar party={c.party} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate font-semibold">
            <bdi>{c.party.name || t(KIND_LABEL[c.party.kind])}</bdi>
          </span>
          {c.lastAt && <WhenShort at={c.lastAt} />}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${c.unread ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
          >
            <span className="sr-only">{t(KIND_LABEL[c.party.kind])}: </span>
            <bdi>{c.lastFromMe ? t('inbox.you', { text: preview }) : preview}</bdi>
          </span>
          {c.unread > 0 && (
            <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-bold text-white">
              <span aria-hidden="true">{format.number(c.unread)}</span>
              <span className="sr-only">{t('inbox.unread', { count: format.number(c.unread) })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** Today's messages by their time, older ones by their date. */
function WhenShort({ at }: { at: Moment }) {
  const format = useFormat();
  const today = useToday();
  return (
    <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
      {at.date === today ? format.clock(at.time) : format.date(at.date)}
    </span>
  );
}

/** Today's date on the business clock. */
function useToday(): string {
  const { config } = useRootData();
  return useMemo(() => localMoment(new Date(), config.timezone || 'UTC').date, [config.timezone]);
}

export function Avatar({ party, size = 'md' }: { party: Party; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-12' : 'size-11';
  if (party.kind === 'admin' && !party.image)
    return (
      <span
        className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100`}
      >
        <Icon name="chat" className="size-5" />
      </span>
    );
  return (
    <Picture
      src={party.image}
      alt=""
      width={48}
      height={48}
      className={`${box} shrink-0 ${party.kind === 'vendor' ? 'rounded-xl' : 'rounded-full'} object-cover ring-1 ring-slate-200 dark:ring-slate-700`}
    />
  );
}
