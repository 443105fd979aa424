/** The drawer's store lists, in their own chunk: only a phone visitor who opens the drawer loads them. */
import { lazy, Suspense } from 'react';

const DrawerStoreLists = lazy(() => import('./drawer-store-lists.tsx'));

export function DrawerStores({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Suspense fallback={null}>
      <DrawerStoreLists onNavigate={onNavigate} />
    </Suspense>
  );
}
