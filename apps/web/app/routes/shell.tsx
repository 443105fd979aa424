/** The shell every page lives in: demo notice, header, page, footer; errors render inside it. */
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { useT } from '../i18n/t.ts';
import { AuthLauncher } from '../features/auth/auth-launcher.tsx';
import { DemoNotice } from '../features/shell/demo-notice.tsx';
import { ErrorScreen, NotFoundScreen } from '../features/shell/error-screens.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader } from '../features/shell/site-header.tsx';
import { PendingPage } from '../features/catalog/pending-page.tsx';
import { QuickViewHost } from '../features/item/quick-view.tsx';

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg dark:focus:bg-slate-900">
        {t('nav.skipToContent')}
      </a>
      <DemoNotice />
      <SiteHeader />
      <main id="main" className="flex-1">
        <PendingPage>{children}</PendingPage>
      </main>
      <SiteFooter />
      <AuthLauncher />
      <QuickViewHost />
    </div>
  );
}

export default function ShellLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />}</Shell>;
}
