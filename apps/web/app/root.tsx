import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useEffect } from 'react';
import { directionOf } from '@souq/domain';
import type { Route } from './+types/root';
import './app.css';
import { messagesFor, pageMessagesFor } from './i18n/messages.server.ts';
import { createApi } from './lib/api.server.ts';
import { loadShopConfig } from './lib/config.server.ts';
import { takeFlash } from './lib/flash.server.ts';
import { readPrefs } from './lib/prefs.server.ts';
import { endedSession } from './features/auth/session.server.ts';
import { ErrorScreen, NotFoundScreen } from './features/shell/error-screens.tsx';
import { loadCustomer, loadFooterContent, loadModulesForZones } from './features/shell/shell-data.server.ts';
import { THEME_ACTION } from './features/shell/theme-switch.tsx';
import { onceHydrated } from './lib/hydrate-later.tsx';
import { useNonce } from './lib/nonce.ts';
import { SCRIPTS_AFTER_PAINT } from './lib/scripts-after-paint.ts';
import { StarRowDefinition } from './components/ui/star-row.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import type { RootData } from './lib/root-data.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = createApi(context, prefs);
  const [config, footer, modules, session] = await Promise.all([
    loadShopConfig(api),
    loadFooterContent(api),
    loadModulesForZones(api, prefs),
    loadCustomer(api, prefs),
  ]);
  const messages = pageMessagesFor(prefs.locale);

  // Spec §8: a refused token is removed and the visitor goes to /home with a notice.
  if (session.expired) throw endedSession(context.secureCookies);

  const flash = takeFlash(request, messagesFor(prefs.locale), context.secureCookies);
  const moduleId = prefs.moduleId && modules.some((m) => m.id === prefs.moduleId) ? prefs.moduleId : null;
  const rootData: RootData = {
    locale: prefs.locale,
    dir: directionOf(prefs.locale),
    theme: prefs.theme,
    messages,
    config,
    footer,
    location: prefs.location,
    zoneIds: prefs.zoneIds,
    modules,
    moduleId,
    signedIn: Boolean(session.customer),
    hasGuestId: Boolean(prefs.guestId),
    customer: session.customer,
    flash: flash.toast,
    publicEnv: context.publicEnv,
  };
  return data(rootData, flash.clearCookie ? { headers: { 'Set-Cookie': flash.clearCookie } } : undefined);
}

/** Root data changes only through actions (language, theme, location, module, sign-in). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  // The error boundary renders without loader data; fall back to English, light.
  const data = useRouteLoaderData('root') as RootData | undefined;
  const theme = useOptimisticTheme() ?? data?.theme ?? 'light';
  const nonce = useNonce();
  useEffect(() => {
    // Marks the page interactive: before hydration a click on a card follows its plain link
    // instead of opening the quick view, so the browser journeys wait for this.
    // Parts that hydrate later (lib/hydrate-later.tsx) count: a card's tap opens its quick view only then.
    onceHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <html lang={data?.locale ?? 'en'} dir={data?.dir ?? 'ltr'} className={theme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === 'dark' ? 'dark' : 'light'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <StarRowDefinition />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </body>
    </html>
  );
}

/** The theme being saved right now, so the page switches before the server answers. */
function useOptimisticTheme(): 'light' | 'dark' | null {
  const pending = useFetchers().find((f) => f.formAction === THEME_ACTION && f.formData);
  const theme = pending?.formData?.get('theme');
  return theme === 'dark' || theme === 'light' ? theme : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider flash={loaderData.flash}>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen />;
}
