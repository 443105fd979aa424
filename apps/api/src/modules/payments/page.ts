/**
 * The built-in payment page: a small server-rendered HTML document (no
 * script) with the amount and three buttons, in English or Arabic (right to
 * left), light or dark with the system. Every text is escaped.
 */
import { translate } from '../../http/messages.ts';
import type { LanguageCode } from '@souq/domain';
import { PAYMENT_MESSAGES as M } from './messages.ts';

export interface PageModel {
  locale: LanguageCode;
  heading: string;
  amount: string;
  method: string;
  /** Where the buttons post; null when the payment is already finished. */
  action: string | null;
  /** A finished payment: its outcome and a link back. */
  result?: { text: string; back: string | null };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderPaymentPage(model: PageModel): string {
  const t = (message: string, vars?: Record<string, string | number>) => escape(translate(model.locale, message, vars));
  const dir = model.locale === 'ar' ? 'rtl' : 'ltr';
  const body = model.action
    ? `<form method="post" action="${escape(model.action)}">
        <button name="action" value="pay" class="pay">${t(M.pay)}</button>
        <button name="action" value="fail" class="fail">${t(M.fail)}</button>
        <button name="action" value="cancel" class="cancel">${t(M.cancel)}</button>
      </form>`
    : `<p class="result">${escape(model.result?.text ?? t(M.alreadyDone))}</p>${model.result?.back ? `<p><a href="${escape(model.result.back)}">${t(M.backToStore)}</a></p>` : ''}`;
  return `<!doctype html>
<html lang="${model.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t(M.pageTitle)}</title>
<style>
  :root { color-scheme: light dark; --bg: #f5f6f8; --card: #fff; --text: #1f2933; --muted: #5f6b7a; --primary: #039d55; }
  @media (prefers-color-scheme: dark) { :root { --bg: #111418; --card: #1c2127; --text: #e9edf1; --muted: #a3adb8; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
  main { background: var(--card); border-radius: 12px; padding: 24px; width: min(92vw, 400px); box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 16px; }
  dt { color: var(--muted); } dd { margin: 0; text-align: end; font-weight: 600; }
  .notice { color: var(--muted); font-size: 0.875rem; }
  form { display: grid; gap: 8px; margin-top: 16px; }
  button { font: inherit; padding: 12px; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
  .pay { background: var(--primary); color: #fff; }
  .fail { background: #d64545; color: #fff; }
  .cancel { background: transparent; color: var(--text); border-color: var(--muted); }
  .result { font-weight: 600; }
  a { color: var(--primary); }
</style>
</head>
<body>
<main>
  <h1>${escape(model.heading)}</h1>
  <dl>
    <dt>${t(M.amountDue)}</dt><dd>${escape(model.amount)}</dd>
    <dt>${t(M.method)}</dt><dd>${escape(model.method)}</dd>
  </dl>
  <p class="notice">${t(M.demoNotice)}</p>
  ${body}
</main>
</body>
</html>`;
}
