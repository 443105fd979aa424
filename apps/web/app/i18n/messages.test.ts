import { describe, expect, it } from 'vitest';
import { FEATURES, messagesFor } from './messages.server.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(FEATURES))('messages of the %s feature', (_name, { en, ar }) => {
  it('has an Arabic text for every English key and no extra ones', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty strings in either language', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ar)]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same {placeholders} in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
  });
});

describe('merged dictionaries', () => {
  it('never lets two features define the same key', () => {
    const keys = Object.values(FEATURES).flatMap((f) => Object.keys(f.en));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('sends the language asked for', () => {
    expect(messagesFor('ar')['nav.home']).toBe('الرئيسية');
    expect(messagesFor('en')['nav.home']).toBe('Home');
  });
});
