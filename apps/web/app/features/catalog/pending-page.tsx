/**
 * While a client navigation loads another catalog page, its skeleton stands
 * in for the old page — after a short pause, so fast answers never flash.
 * Navigations within the same page (filters, pages, the quick view) keep the
 * page; those pages show their own placeholders where the results go.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ItemViewSkeleton, PageSkeleton } from './skeletons.tsx';

const DELAY_MS = 150;

function skeletonFor(pathname: string): ReactNode {
  if (pathname === '/home') return <PageSkeleton />;
  if (pathname.startsWith('/product/')) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6" aria-busy="true">
        <ItemViewSkeleton />
      </div>
    );
  }
  if (pathname === '/store/latest' || pathname === '/store/popular') return <PageSkeleton hero={false} kind="store" />;
  if (pathname.startsWith('/store/') || pathname.startsWith('/category/')) return <PageSkeleton />;
  if (pathname === '/categories') return <PageSkeleton hero={false} kind="store" />;
  return null;
}

export function PendingPage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target =
    navigation.state === 'loading' && !navigation.formMethod && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!target || !skeletonFor(target)) return setShown(null);
    const timer = setTimeout(() => {
      setShown(target);
      // The new page starts at its top; show its skeleton there rather than the footer.
      window.scrollTo({ top: 0 });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  const skeleton = shown && shown === target ? skeletonFor(shown) : null;
  return <>{skeleton ?? children}</>;
}
