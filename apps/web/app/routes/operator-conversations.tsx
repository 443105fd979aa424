/**
 * `/operator/conversations?kind=&id=`: the console answers customers as
 * support, as the store or as the courier the conversation is with, with
 * text and up to 3 images; unread counts per conversation and in all; new
 * messages arrive live (the operator's chat stream, relayed by
 * /resources/operator/events).
 */
import { useEffect, useRef, useState } from 'react';
import { data, Link, useFetcher, useRevalidator } from 'react-router';
import { ACCEPTED_IMAGE_TYPES, LIMITS } from '@souq/domain';
import type { Route } from './+types/operator-conversations';
import { Button } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icons.tsx';
import { useToast } from '../components/ui/toast.tsx';
import { useT } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { KIND_LABEL } from '../features/inbox/inbox-panel.tsx';
import type { PartyKind } from '../features/inbox/types.ts';
import { loadConversations } from '../features/operator/conversations.server.ts';
import { CONVERSATION_KINDS, type OperatorThread } from '../features/operator/types.ts';
import { asOperator, requireOperator } from '../features/operator/operator.server.ts';
import type { OperatorActionResult } from './resources/operator.ts';
import { useSettled } from '../lib/use-latest.ts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = requireOperator(request, context, prefs);
  const asked = url.searchParams.get('kind');
  const kind = (CONVERSATION_KINDS as readonly string[]).includes(asked ?? '') ? (asked as PartyKind) : null;
  const rawId = url.searchParams.get('id');
  const openId = rawId && /^\d{1,12}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null;
  const inbox = await asOperator(context, () => loadConversations(api, kind, openId));
  return data({ kind, ...inbox }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Reloads the page's data on every new message of any conversation (polling while the stream is down). */
function useLiveConversations() {
  const revalidator = useRevalidator();
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/resources/operator/events');
    let poll: number | undefined;
    const reload = () => void refresh.current();
    source.addEventListener('message', reload);
    source.onopen = () => {
      window.clearInterval(poll);
      poll = undefined;
    };
    source.onerror = () => {
      poll ??= window.setInterval(reload, 10_000);
    };
    return () => {
      source.close();
      window.clearInterval(poll);
    };
  }, []);
}

export default function OperatorConversations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  useLiveConversations();
  const { kind, conversations, open, unread } = loaderData;
  const link = (params: { kind?: string | null; id?: number | null }) => {
    const query = new URLSearchParams();
    if (params.kind) query.set('kind', params.kind);
    if (params.id) query.set('id', String(params.id));
    return `/operator/conversations${query.size ? `?${query}` : ''}`;
  };
  return (
    <section aria-labelledby="conversations-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 id="conversations-title" className="text-2xl font-bold">
          {t('op.conversations')}
        </h1>
        {unread > 0 && (
          <span className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-bold text-white">
            {t('op.unreadTotal', { count: format.number(unread) })}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-2">
        {[null, ...CONVERSATION_KINDS].map((k) => (
          <li key={k ?? 'all'}>
            <Link
              to={link({ kind: k })}
              aria-current={k === kind ? 'page' : undefined}
              className="inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600 dark:ring-slate-700 dark:hover:bg-slate-800"
            >
              {k ? t(KIND_LABEL[k]) : t('op.kind.all')}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-[340px_1fr]">
        <div className="rounded-2xl bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          {conversations.length === 0 ? (
            <p className="p-4 text-center text-sm text-slate-600 dark:text-slate-300">{t('op.noConversations')}</p>
          ) : (
            <ul aria-label={t('op.conversations')} className="flex flex-col gap-1">
              {conversations.map((c) => (
                <li key={c.id}>
                  <Link
                    to={link({ kind, id: c.id })}
                    aria-current={c.id === open?.id ? 'page' : undefined}
                    className="flex flex-col gap-0.5 rounded-xl p-3 hover:bg-slate-100 aria-[current=page]:bg-brand-50 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/20"
                  >
                    <span className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate font-semibold">
                        <bdi>{c.customer}</bdi>
                      </span>
                      {c.unread > 0 && (
                        <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-bold text-white">
                          <span aria-hidden="true">{format.number(c.unread)}</span>
                          <span className="sr-only">{t('inbox.unread', { count: format.number(c.unread) })}</span>
                        </span>
                      )}
                    </span>
                    <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                      {t(KIND_LABEL[c.kind])} · <bdi>{c.as}</bdi>
                    </span>
                    <span className="truncate text-sm text-slate-700 dark:text-slate-300">
                      <bdi>{c.lastText ?? t('inbox.picture')}</bdi>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="min-w-0 rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          {open ? (
            <Thread key={open.id} thread={open} />
          ) : (
            <p className="p-8 text-center text-slate-600 dark:text-slate-300">{t('op.chooseConversation')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function Thread({ thread }: { thread: OperatorThread }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const fetcher = useFetcher<OperatorActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const lastId = thread.messages.at(-1)?.id;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);
  useSettled(fetcher, (answer) => {
    if (!answer.ok) toast(answer.error, { kind: 'error' });
    else {
      form.current?.reset();
      setCount(0);
    }
  });
  return (
    <div className="flex h-[min(70dvh,640px)] flex-col">
      <header className="border-b border-slate-100 p-4 dark:border-slate-800">
        <h2 className="font-bold">
          <bdi>{thread.customer}</bdi>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <bdi>{t('op.answerAs', { name: thread.as || t(KIND_LABEL[thread.kind]) })}</bdi>
        </p>
      </header>
      <ol
        ref={list}
        aria-label={t('inbox.messages', { name: thread.customer })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take the keyboard
        tabIndex={0}
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {thread.messages.map((m) => (
          <li
            key={m.id}
            data-testid="operator-message"
            data-mine={m.mine ? 'true' : 'false'}
            className={`flex max-w-[75%] flex-col gap-1 ${m.mine ? 'items-end self-end' : 'items-start self-start'}`}
          >
            {m.images.length > 0 && (
              <span className="flex gap-1.5">
                {m.images.map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={t('inbox.imageOf', { index: format.number(i + 1) })}
                      width={96}
                      height={96}
                      className="size-24 rounded-xl object-cover"
                    />
                  </a>
                ))}
              </span>
            )}
            {m.text && (
              <p
                dir="auto"
                className={`rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap ${m.mine ? 'bg-brand-600 text-white' : 'bg-slate-100 dark:bg-slate-800'}`}
              >
                {m.text}
              </p>
            )}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {m.at && `${format.date(m.at.date)} ${format.clock(m.at.time)}`}
              {m.orderId !== null && (
                <>
                  {' · '}
                  <bdi>{t('inbox.aboutOrder', { id: String(m.orderId) })}</bdi>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      <fetcher.Form
        ref={form}
        method="post"
        action="/resources/operator"
        encType="multipart/form-data"
        className="flex items-end gap-2 border-t border-slate-100 p-3 dark:border-slate-800"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="conversation_id" value={thread.id} />
        <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800">
          <Icon name="image" className="size-5" />
          <span className="sr-only">{t('inbox.attach')}</span>
          {count > 0 && <span className="sr-only">{format.number(count)}</span>}
          <input
            type="file"
            name="image"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            data-testid="operator-images"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              if (files.length > LIMITS.maxImagesPerUpload) {
                toast(t('checkout.maxImages'), { kind: 'error' });
                e.target.value = '';
              } else if (files.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type))) {
                toast(t('validation.imageFormat'), { kind: 'error' });
                e.target.value = '';
              }
              setCount(e.target.files?.length ?? 0);
            }}
          />
        </label>
        <label htmlFor="operator-reply" className="sr-only">
          {t('op.reply')}
        </label>
        <textarea
          id="operator-reply"
          name="message"
          dir="auto"
          rows={1}
          maxLength={2000}
          placeholder={t('op.replyPlaceholder')}
          className="min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          {t('op.sendReply')}
        </Button>
      </fetcher.Form>
    </div>
  );
}
