/** Whether the local Redis answers; tests that need it are skipped, loudly, when it does not. */
import { Socket } from 'node:net';

export const REDIS_URL = 'redis://127.0.0.1:6379';

function answers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(6379, '127.0.0.1');
  });
}

export const redisUp = await answers();
if (!redisUp)
  console.warn('\n⚠ SKIPPED: tests of shared rate limits need Redis on 127.0.0.1:6379, which is not answering.\n');
