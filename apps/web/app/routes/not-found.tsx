import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta } from '../lib/meta.ts';
import { NotFoundScreen } from '../features/shell/error-screens.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('notFound.title'),
    (t) => t('notFound.body'),
  );
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
