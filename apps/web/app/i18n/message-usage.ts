/**
 * Which message keys a module can show: read from the storefront's sources
 * (for words.test.ts, never shipped). A key is shown by a module when its
 * source writes it as a string literal (`t('cart.title')`, a `labelKey:
 * 'nav.home'` table) or builds it from a literal prefix (`t(`status.${s}`)`
 * stands for every `status.` key). A module's words are its own and those of
 * the modules it imports statically; a module imported with `import()` is a
 * lazy view with words of its own to bring.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export interface ModuleWords {
  /** The keys the module and its static imports show. */
  keys: Set<string>;
  /** Lazy views reachable from it (imported with `import()` by it or its static imports), as paths from the app folder. */
  lazy: Set<string>;
  /** The features whose dictionaries it or its static imports bring in their chunk (imported at run time). */
  provided: Set<string>;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const STRING = /'([a-zA-Z][\w.-]*)'|"([a-zA-Z][\w.-]*)"/g;
const TEMPLATE_PREFIX = /`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;
const FEATURE_MESSAGES = /features\/([\w-]+)\/messages\.ts$/;
const REGISTRY = /i18n\/messages\.server\.ts$/;
const SERVER_ONLY = /\.server\.tsx?$/;

export function messageUsage(appDir: string, allKeys: readonly string[]) {
  const keySet = new Set(allKeys);
  const memo = new Map<string, ModuleWords>();

  function ownKeys(source: string): Set<string> {
    const keys = new Set<string>();
    for (const match of source.matchAll(STRING)) {
      const literal = match[1] ?? match[2];
      if (keySet.has(literal)) keys.add(literal);
    }
    for (const [, prefix] of source.matchAll(TEMPLATE_PREFIX))
      for (const key of allKeys) if (key.startsWith(prefix)) keys.add(key);
    return keys;
  }

  function wordsOf(file: string): ModuleWords {
    const known = memo.get(file);
    if (known) return known;
    const words: ModuleWords = { keys: new Set(), lazy: new Set(), provided: new Set() };
    memo.set(file, words); // an import cycle ends here
    const source = readFileSync(file, 'utf8');
    // A messages module is a dictionary, not a module that shows its words; the registry of them is server code.
    if (FEATURE_MESSAGES.test(file) || REGISTRY.test(file)) return words;
    // Server modules never reach the browser: what they import is no chunk's (their keys may still be rendered).
    const server = SERVER_ONLY.test(file);
    for (const key of ownKeys(source)) words.keys.add(key);
    const imports = [...source.matchAll(STATIC_IMPORT)].map((m) => resolve(dirname(file), m[1]));
    // A dictionary imported at run time is in the module's chunk (handed to provideMessages, or used as is like the maps' words).
    for (const path of imports) {
      const feature = FEATURE_MESSAGES.exec(path)?.[1];
      if (feature && !server) words.provided.add(feature);
    }
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) {
      const path = resolve(dirname(file), specifier);
      if (existsSync(path)) words.lazy.add(relative(appDir, path));
    }
    for (const path of imports) {
      if (!existsSync(path) || !/\.tsx?$/.test(path)) continue;
      const inner = wordsOf(path);
      for (const key of inner.keys) words.keys.add(key);
      for (const lazy of inner.lazy) words.lazy.add(lazy);
      if (!server) for (const feature of inner.provided) words.provided.add(feature);
    }
    return words;
  }

  return (pathFromApp: string) => wordsOf(resolve(appDir, pathFromApp));
}
