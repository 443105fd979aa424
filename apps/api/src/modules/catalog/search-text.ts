/**
 * Search text folding, the same as the SQL function catalog_search_normalize
 * (migration 0003): lower case, Arabic letter variants folded (أإآٱ→ا, ى→ي,
 * ة→ه, ؤ→و, ئ→ي), diacritics and tatweel removed.
 */
const FOLD: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ؤ: 'و', ئ: 'ي' };

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[أإآٱىةؤئ]/g, (c) => FOLD[c])
    .replace(/[\u064B-\u0652\u0640]/g, '');
}

/** The words of a search, at most eight, each at most 50 characters. */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 50));
}

/** A word as a LIKE pattern fragment: %, _ and \ match themselves. */
export const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
