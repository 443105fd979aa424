// The render thread's entry: a worker thread does not inherit the main thread's TypeScript loader
// (tsx registered by `node --import tsx`), so it registers it before loading render-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
