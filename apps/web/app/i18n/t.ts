import { useRouteLoaderData } from 'react-router';
import type { MessageKey, Messages } from './messages.server.ts';

export type { MessageKey };
export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function makeT(messages: Partial<Messages>): T {
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
  };
}

/** The translate function for the page's language. */
export function useT(): T {
  const data = useRouteLoaderData('root') as { messages: Messages } | undefined;
  return makeT(data?.messages ?? {});
}
