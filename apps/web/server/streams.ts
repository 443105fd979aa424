/**
 * Node and Web streams meet here, and only here. Node's own adapters
 * (`Readable.toWeb`) keep writing into a Web stream's controller from Node
 * 'data' events; after the reader cancels (a route that refuses and drops
 * an upstream body), one more chunk throws ERR_INVALID_STATE from inside an
 * event handler, where nothing can catch it, and the process ends. These
 * helpers pull instead of being pushed to: every write to a controller
 * happens inside a pull the stream itself asked for, and a stream that is
 * cut short ends instead of erroring.
 */
import type { Readable } from 'node:stream';

export interface WebStreamOptions {
  /** Called when the reader cancels: stop whatever produces the source. */
  stop?: () => void;
  /**
   * What a failing source does to the reader: 'end' (an answer relayed to a
   * visitor: once they have gone, an error would have no one to catch it) or
   * 'error' (a request body: a truncated upload must not read as a shorter one).
   */
  onFailure: 'end' | 'error';
}

/**
 * A Web stream over any async source of bytes (a Node Readable, or a Web
 * stream from fetch). Cancelling it calls `stop` and releases the source.
 */
export function webStreamOf(
  source: Readable | ReadableStream<Uint8Array>,
  { stop, onFailure }: WebStreamOptions,
): ReadableStream<Uint8Array> {
  const chunks = chunksOf(source);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : value);
      } catch (error) {
        // Cut short (the source failed, or the reader let go while we waited).
        try {
          if (onFailure === 'error') controller.error(error);
          else controller.close();
        } catch {
          /* already closed or cancelled */
        }
      }
    },
    cancel() {
      stop?.();
      chunks.return?.().catch(() => {});
    },
  });
}

function chunksOf(source: Readable | ReadableStream<Uint8Array>): AsyncIterator<Uint8Array | string> {
  if (!(source instanceof ReadableStream)) return source[Symbol.asyncIterator]();
  const reader = source.getReader();
  return {
    next: () => reader.read() as Promise<IteratorResult<Uint8Array>>,
    return: async () => {
      await reader.cancel();
      return { done: true, value: undefined };
    },
  };
}
