/** Placeholders shown while a page or the quick view loads (client navigations). */
import { ITEM_GRID, STORE_GRID } from './grids.ts';

const BLOCK = 'animate-pulse rounded-xl bg-slate-200/80 motion-reduce:animate-none dark:bg-slate-800';

export function Bone({ className }: { className: string }) {
  return <div className={`${BLOCK} ${className}`} />;
}

export function ItemCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Bone className="aspect-square w-full rounded-2xl" />
      <Bone className="h-4 w-4/5" />
      <Bone className="h-3 w-1/2" />
      <Bone className="h-4 w-1/3" />
    </div>
  );
}

export function StoreCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Bone className="aspect-[2/1] w-full rounded-2xl" />
      <Bone className="h-4 w-3/5" />
      <Bone className="h-3 w-2/5" />
    </div>
  );
}

export function GridSkeleton({ count = 10, kind = 'item' }: { count?: number; kind?: 'item' | 'store' }) {
  return (
    <div className={kind === 'item' ? ITEM_GRID : STORE_GRID}>
      {Array.from({ length: count }, (_, i) =>
        kind === 'item' ? <ItemCardSkeleton key={i} /> : <StoreCardSkeleton key={i} />,
      )}
    </div>
  );
}

export function ItemViewSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-8">
      <Bone className="h-[200px] w-full rounded-2xl sm:aspect-square sm:h-auto" />
      <div className="flex flex-col gap-3">
        <Bone className="h-4 w-1/4" />
        <Bone className="h-8 w-3/4" />
        <Bone className="h-4 w-1/3" />
        <Bone className="h-7 w-1/4" />
        <Bone className="mt-2 h-16 w-full" />
        <Bone className="h-11 w-full" />
        <Bone className="h-11 w-full" />
      </div>
    </div>
  );
}

export function PageSkeleton({ hero = true, kind = 'item' }: { hero?: boolean; kind?: 'item' | 'store' }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6" aria-busy="true">
      {hero && <Bone className="h-40 w-full rounded-3xl sm:h-56" />}
      <Bone className="h-6 w-48" />
      <GridSkeleton kind={kind} />
    </div>
  );
}
