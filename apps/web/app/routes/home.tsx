import type { Route } from './+types/home';
import { useRootData } from '../root.tsx';

export function meta() {
  return [{ title: 'Souq' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">{root.config.business_name}</h1>
    </main>
  );
}
