/**
 * One conversation: who it is with, its messages oldest first (a date line
 * where the day changes, pictures that open larger, Sent / Seen under one's
 * own), and the send box: text and up to 3 JPG/PNG/GIF images (spec §8:
 * 'Maximum 3 images can be send at a time.', the format message), checked
 * here for the shopper and again by the API. A first message to a new
 * receiver starts the conversation, which the page's reload then shows.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { ACCEPTED_IMAGE_TYPES, LIMITS } from '@souq/domain';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { InboxActionResult } from '../../routes/resources/inbox.ts';
import { useFormat } from '../catalog/format.ts';
import { Avatar, KIND_LABEL } from './inbox-panel.tsx';
import type { ChatMessage, OpenConversation } from './types.ts';
import { useSettled } from '../../lib/use-latest.ts';

export function Conversation({ conversation }: { conversation: OpenConversation }) {
  const t = useT();
  const { party } = conversation;
  const name = party.name || t(KIND_LABEL[party.kind]);
  return (
    <div className="flex h-[min(70dvh,640px)] min-h-96 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-100 p-3 sm:p-4 dark:border-slate-800">
        <Link
          to="/profile?page=inbox"
          aria-label={t('inbox.back')}
          className="-ms-1 rounded-full p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        >
          <Icon name="chevron" className="size-5 rotate-180" />
        </Link>
        <Avatar party={party} size="lg" />
        <div className="min-w-0">
          <h3 className="truncate font-bold">
            <bdi>{name}</bdi>
          </h3>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t(KIND_LABEL[party.kind])}
            {conversation.orderId !== null && (
              <>
                {' · '}
                <Link
                  to={`/my-orders/${conversation.orderId}`}
                  className="text-brand-700 hover:underline dark:text-brand-500"
                >
                  <bdi>{t('inbox.aboutOrder', { id: String(conversation.orderId) })}</bdi>
                </Link>
              </>
            )}
          </p>
        </div>
      </header>
      <MessageList conversation={conversation} name={name} />
      <Composer conversation={conversation} />
    </div>
  );
}

function MessageList({ conversation, name }: { conversation: OpenConversation; name: string }) {
  const t = useT();
  const format = useFormat();
  const scroller = useRef<HTMLOListElement>(null);
  const lastId = conversation.messages.at(-1)?.id;
  const [zoomed, setZoomed] = useState<string | null>(null);
  // The newest message in view when the conversation opens and when one arrives.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  if (conversation.messages.length === 0)
    return (
      <p className="flex flex-1 items-center justify-center p-6 text-center text-sm text-slate-500 dark:text-slate-400">
        <bdi>{t('inbox.startHint', { name })}</bdi>
      </p>
    );
  return (
    <>
      <ol
        ref={scroller}
        aria-label={t('inbox.messages', { name })}
        // New messages are read out as they arrive.
        aria-live="polite"
        aria-relevant="additions"
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-3 sm:p-4"
      >
        {conversation.hasEarlier && (
          <li className="text-center">
            <Link
              to={`/profile?page=inbox&conversation=${conversation.id}&messages=${conversation.pages + 1}`}
              preventScrollReset
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500"
            >
              {t('inbox.earlier')}
            </Link>
          </li>
        )}
        {conversation.messages.map((m, i) => {
          const previous = conversation.messages[i - 1];
          const newDay = m.at && (!previous?.at || previous.at.date !== m.at.date);
          return (
            <li key={m.id} className="flex flex-col gap-2">
              {newDay && m.at && (
                <span className="self-center rounded-full bg-slate-100 px-3 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  {format.date(m.at.date)}
                </span>
              )}
              <Bubble message={m} onZoom={setZoomed} />
            </li>
          );
        })}
      </ol>
      <Dialog open={zoomed !== null} onClose={() => setZoomed(null)} title={t('inbox.zoom')} hideTitle variant="large">
        {zoomed && <img src={zoomed} alt="" className="mx-auto max-h-[80dvh] w-auto rounded-xl object-contain" />}
      </Dialog>
    </>
  );
}

function Bubble({ message: m, onZoom }: { message: ChatMessage; onZoom: (url: string) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <div
      data-testid="chat-message"
      data-mine={m.mine ? 'true' : 'false'}
      className={`flex max-w-[85%] flex-col gap-1 sm:max-w-[70%] ${m.mine ? 'items-end self-end' : 'items-start self-start'}`}
    >
      {m.images.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {m.images.map((url, i) => (
            <button
              key={url}
              type="button"
              onClick={() => onZoom(url)}
              className="overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-700"
            >
              <img
                src={url}
                alt={t('inbox.imageOf', { index: format.number(i + 1) })}
                width={112}
                height={112}
                loading="lazy"
                className="size-28 object-cover"
              />
            </button>
          ))}
        </div>
      )}
      {m.text && (
        <p
          dir="auto"
          className={`rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap ${m.mine ? 'rounded-ee-sm bg-brand-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'}`}
        >
          {m.text}
        </p>
      )}
      <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        {m.at && format.clock(m.at.time)}
        {m.mine && (
          <>
            {' · '}
            <Icon name="check" className={`size-3.5 ${m.seen ? 'text-brand-600' : ''}`} />
            {t(m.seen ? 'inbox.seen' : 'inbox.sent')}
          </>
        )}
      </span>
    </div>
  );
}

function Composer({ conversation }: { conversation: OpenConversation }) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<InboxActionResult>();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const busy = fetcher.state !== 'idle';

  useSettled(fetcher, (answer) => {
    if (!answer.ok) {
      toast(answer.error, { kind: 'error' });
      return;
    }
    setText('');
    setFiles([]);
  });

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const list = [...chosen];
    if (list.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)))
      return toast(t('validation.imageFormat'), { kind: 'error' });
    const next = [...files, ...list];
    if (next.length > LIMITS.maxImagesPerUpload) return toast(t('checkout.maxImages'), { kind: 'error' });
    setFiles(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim() && files.length === 0) return toast(t('inbox.writeSomething'), { kind: 'error' });
    const body = new FormData();
    if (conversation.id !== null) body.set('conversation_id', String(conversation.id));
    else {
      body.set('receiver_type', conversation.party.kind);
      body.set('receiver_id', String(conversation.party.ref));
    }
    if (conversation.orderId !== null) body.set('order_id', String(conversation.orderId));
    body.set('message', text);
    for (const file of files) body.append('image', file, file.name);
    fetcher.submit(body, { method: 'post', action: '/resources/inbox', encType: 'multipart/form-data' });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-100 p-3 dark:border-slate-800">
      {files.length > 0 && (
        <ul className="mb-2 flex gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="relative size-16 overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-700"
            >
              <img src={previews[i]} alt={file.name} className="size-full object-cover" />
              <IconButton
                tone="photo"
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                aria-label={t('inbox.removeImage', { name: file.name })}
                className="absolute end-0.5 top-0.5"
              >
                <Icon name="close" className="size-3" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <label
          title={t('inbox.attach')}
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
        >
          <Icon name="image" className="size-5" />
          <span className="sr-only">{t('inbox.attach')}</span>
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple
            className="sr-only"
            data-testid="chat-images"
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <label htmlFor="chat-message" className="sr-only">
          {t('inbox.messageLabel')}
        </label>
        <textarea
          id="chat-message"
          dir="auto"
          rows={1}
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
          placeholder={t('inbox.messagePlaceholder')}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <Button type="submit" busy={busy} aria-label={t('inbox.send')} className="size-11 shrink-0 !px-0">
          {!busy && <Icon name="send" className="size-5" />}
        </Button>
      </div>
    </form>
  );
}
