/** Chooses the module to shop in (module action), then the action sends the visitor to /home or back to the page. */
import { useFetcher } from 'react-router';
import type { ActionError } from '../../lib/actions.server.ts';

export const MODULE_ACTION = '/resources/module';

export function useSelectModule() {
  const fetcher = useFetcher<ActionError>({ key: 'select-module' });
  const pending = fetcher.formData?.get('moduleId');
  return {
    Form: fetcher.Form,
    /** redirectTo: '/home', or the page the visitor is on (then kept where it was scrolled to). */
    choose: (moduleId: number, redirectTo = '/home') =>
      fetcher.submit(
        { moduleId, redirectTo },
        { method: 'post', action: MODULE_ACTION, preventScrollReset: redirectTo !== '/home' },
      ),
    pendingId: pending ? Number(pending) : null,
    error: fetcher.state === 'idle' ? fetcher.data?.error : undefined,
  };
}
