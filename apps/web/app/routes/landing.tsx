import { Form, Link } from 'react-router';
import type { Route } from './+types/landing';
import { useRootData } from '../root.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: 'Souq' }];
}

export default function Landing() {
  const root = useRootData();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">{root.config.business_name}</h1>
      <Form method="get" action="/home" className="mt-4 flex gap-2">
        <button className="rounded bg-brand-600 px-4 py-2 text-white">Go</button>
      </Form>
      <Link to="/home">home</Link>
    </main>
  );
}
