/**
 * Messages with placeholders and plural forms, shared by the API's messages
 * and the storefront's: "{count} items" read "1 items" and Arabic has six
 * forms (zero, one, two, few, many, other), so a counted word is written as
 *
 *   {count, plural, one {# item} other {# items}}
 *
 * (the ICU MessageFormat plural subset). The form is chosen by
 * Intl.PluralRules, whose rules are CLDR's in Node and every browser, so the
 * server-rendered text and the hydrated text agree; `#` is the count in the
 * language's digits. Plain {name} placeholders are filled as before: numbers
 * in the language's digits, strings as given (order numbers stay Western).
 */
import { formatNumber, localizeDigits, westernDigits, type Locale } from './numbers.ts';

export type MessageVars = Readonly<Record<string, string | number>>;

/** The plural categories of Intl.PluralRules; English uses one/other, Arabic all six. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rulesByLocale = new Map<Locale, Intl.PluralRules>();

/** The plural category of a count in a language (Arabic: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100 other). */
export function pluralCategory(count: number, locale: Locale): PluralCategory {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** Index of the brace closing the one opened at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural block's body ("one {…} other {…}"), by selector. */
function pluralBranches(body: string): Map<string, string> | undefined {
  const branches = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!selector) return body.slice(at).trim() === '' ? branches : undefined;
    const open = at + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return undefined;
    branches.set(selector[1], body.slice(open + 1, close));
    at = close + 1;
  }
  return branches;
}

const PLURAL_HEAD = /^\{\s*(\w+)\s*,\s*plural\s*,/;

/** Fills a message's placeholders and chooses its plural forms (see the module's comment). */
export function formatMessage(text: string, vars: MessageVars | undefined, locale: Locale): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    out += text.slice(at, open);
    const close = closingBrace(text, open);
    if (close < 0) {
      out += text.slice(open);
      return out;
    }
    out += fillBlock(text.slice(open, close + 1), vars, locale);
    at = close + 1;
  }
  return out + text.slice(at);
}

function fillBlock(block: string, vars: MessageVars | undefined, locale: Locale): string {
  const simple = /^\{(\w+)\}$/.exec(block);
  if (simple) {
    const value = vars && Object.hasOwn(vars, simple[1]) ? vars[simple[1]] : undefined;
    if (value === undefined) return block;
    return typeof value === 'number' ? localizeDigits(String(value), locale) : value;
  }
  const head = PLURAL_HEAD.exec(block);
  const branches = head && pluralBranches(block.slice(head[0].length, -1));
  if (!head || !branches) return block;
  const raw = vars && Object.hasOwn(vars, head[1]) ? vars[head[1]] : undefined;
  const count = typeof raw === 'string' ? numberOf(raw) : raw;
  if (count === undefined || !Number.isFinite(count)) return block;
  const branch = branches.get(`=${count}`) ?? branches.get(pluralCategory(count, locale)) ?? branches.get('other');
  if (branch === undefined) return block;
  // A count given already formatted (grouped, in the page's digits) is shown as given.
  const shown =
    typeof raw === 'string'
      ? raw
      : Number.isInteger(count)
        ? formatNumber(count, locale)
        : localizeDigits(String(count), locale);
  return formatMessage(branch.replace(/#/g, shown), vars, locale);
}

/** The number a formatted count stands for ("١٬٢٣٤" → 1234). */
function numberOf(formatted: string): number {
  return Number(westernDigits(formatted).replace(/[,٬]/g, '').replace('٫', '.'));
}

/** The variables a message uses, plural ones included (for checks that both languages use the same). */
export function messageVariables(text: string): string[] {
  const names = new Set<string>();
  const visit = (message: string) => {
    for (let open = message.indexOf('{'); open >= 0;) {
      const close = closingBrace(message, open);
      if (close < 0) return;
      const block = message.slice(open, close + 1);
      const simple = /^\{(\w+)\}$/.exec(block);
      const head = PLURAL_HEAD.exec(block);
      if (simple) names.add(simple[1]);
      else if (head) {
        names.add(head[1]);
        for (const branch of pluralBranches(block.slice(head[0].length, -1))?.values() ?? []) visit(branch);
      }
      open = message.indexOf('{', close + 1);
    }
  };
  visit(text);
  return [...names].sort();
}
