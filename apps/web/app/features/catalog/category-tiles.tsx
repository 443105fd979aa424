/** Category pictures with their names, in a row (home) or a grid (/categories). */
import { Link } from 'react-router';
import { categoryHref } from './links.ts';
import { Picture } from './picture.tsx';
import type { CategoryTile } from './types.ts';

export function CategoryLink({ category, moduleId }: { category: CategoryTile; moduleId: number | null }) {
  return (
    <Link
      to={categoryHref(category.id, moduleId)}
      className="group flex w-20 flex-col items-center gap-2 text-center sm:w-24"
    >
      <span className="block size-20 overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200/70 transition group-hover:-translate-y-0.5 group-hover:shadow-md sm:size-24 dark:bg-slate-800 dark:ring-slate-800">
        <Picture src={category.image} alt="" className="size-full object-cover" />
      </span>
      <span className="line-clamp-2 text-xs leading-4 font-semibold sm:text-sm sm:leading-5">{category.name}</span>
    </Link>
  );
}
