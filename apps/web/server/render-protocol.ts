/**
 * Messages between the server's thread and a render thread (render-pool.ts,
 * render-worker.ts). A page's request goes to a render thread; the loaders'
 * API calls come back to the server's thread, which answers them in process
 * (as the one-thread server does); the answer's head and its (compressed)
 * chunks go back to the server's thread, which sends them to the visitor.
 */
import type { PublicEnv } from '../app/env.d.ts';

/** What a render thread needs once: where the build is and the settings loaders see. */
export interface RenderWorkerData {
  serverEntry: string;
  mode: 'production' | 'development';
  publicEnv: PublicEnv;
  secureCookies: boolean;
}

export type ToWorker =
  | {
      type: 'render';
      id: number;
      method: string;
      url: string;
      headers: [string, string][];
      /** The whole body (read and limited by the server's thread), or 'too-large'. */
      body: Uint8Array | 'too-large' | null;
      bodyLimit: number;
      clientIp: string;
    }
  | { type: 'abort'; id: number }
  /** The API's catalog changed: what the thread keeps of its answers is stale (catalog-version.ts). */
  | { type: 'catalog-changed' }
  /** How much memory the thread's own heap holds (the memory report, server/memory-report.ts). */
  | { type: 'memory' }
  | { type: 'api-answer'; call: number; status: number; contentType: string; body: string };

export type FromWorker =
  | { type: 'head'; id: number; status: number; headers: [string, string][]; encoding: 'br' | 'gzip' | null }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'fail'; id: number; message: string }
  | { type: 'memory'; heapUsed: number; heapTotal: number }
  | {
      type: 'api';
      call: number;
      method: string;
      path: string;
      headers: Record<string, string>;
      payload?: string | Uint8Array;
      clientIp?: string;
    };
