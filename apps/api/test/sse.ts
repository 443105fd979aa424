/**
 * A Server-Sent Events reader over real HTTP, for tests of live order
 * updates: opens the stream with fetch and hands out events one by one.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: any;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event; rejects when the stream ends first. */
  next(): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiting: { resolve: (e: SseEvent) => void; reject: (error: Error) => void }[] = [];
  let done = false;
  let resolveEnded: () => void;
  const endedPromise = new Promise<void>((resolve) => (resolveEnded = resolve));

  const finish = () => {
    done = true;
    resolveEnded();
    for (const w of waiting.splice(0)) w.reject(new Error('stream ended'));
  };
  const push = (event: SseEvent) => {
    const w = waiting.shift();
    if (w) w.resolve(event);
    else events.push(event);
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: streamDone } = await reader.read();
          if (streamDone) break;
          buffer += value;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (!line || line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            if (fields.data !== undefined)
              push({ id: fields.id ?? null, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          }
        }
      } catch {
        // Aborted by close().
      }
      finish();
    })();
  } else {
    finish();
  }

  return {
    status: response.status,
    headers: response.headers,
    next: () =>
      events.length
        ? Promise.resolve(events.shift()!)
        : done
          ? Promise.reject(new Error('stream ended'))
          : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    ended: () => endedPromise,
    close: () => abort.abort(),
  };
}
