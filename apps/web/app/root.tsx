import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { directionOf } from '@souq/domain';
import type { Route } from './+types/root';
import './app.css';
import { messagesFor } from './i18n/messages.server.ts';
import { createApi } from './lib/api.server.ts';
import { loadShopConfig } from './lib/config.server.ts';
import { readPrefs } from './lib/prefs.server.ts';
import { ErrorScreen, NotFoundScreen } from './features/shell/error-screens.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const config = await loadShopConfig(createApi(context, prefs));
  return {
    locale: prefs.locale,
    dir: directionOf(prefs.locale),
    theme: prefs.theme,
    messages: messagesFor(prefs.locale),
    config,
    location: prefs.location,
    zoneIds: prefs.zoneIds,
    moduleId: prefs.moduleId,
    signedIn: Boolean(prefs.token),
    publicEnv: context.publicEnv,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Root data changes only through actions (language, theme, location, sign-in). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The error boundary renders without loader data; fall back to English, light.
  const data = useRouteLoaderData('root') as RootData | undefined;
  return (
    <html lang={data?.locale ?? 'en'} dir={data?.dir ?? 'ltr'} className={data?.theme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={data?.theme === 'dark' ? 'dark' : 'light'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen />;
}
