/**
 * `import { x } from '@souq/domain'` names the domain's barrel, which re-exports every rule. The
 * bundler then sees every page and the shell import every domain file, so chunks.ts put all of
 * the domain that any page uses (road routing, registration forms, rental pricing…) into the
 * shell that every page downloads (issue 16). This plugin points each imported name at the file
 * that declares it before the bundler reads the import, so a domain file belongs to the pages that
 * really use it. The source keeps the one short import; only the build sees the long form.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const DOMAIN_SRC = fileURLToPath(new URL('../../packages/domain/src', import.meta.url));
const BARREL_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@souq\/domain'\s*;?/g;
const DECLARATION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z0-9_$]+)/gm;
const RE_EXPORT = /^export\s+\*\s+from\s+'(\.[^']+)';?/gm;

/** Each exported name of the barrel → the domain file (subpath, without `.ts`) that declares it. */
export function domainExports(file = join(DOMAIN_SRC, 'index.ts'), found = new Map<string, string>()) {
  const source = readFileSync(file, 'utf8');
  for (const [, name] of source.matchAll(DECLARATION))
    if (!found.has(name)) found.set(name, relative(DOMAIN_SRC, file).replace(/\.ts$/, ''));
  for (const [, target] of source.matchAll(RE_EXPORT)) domainExports(join(dirname(file), target), found);
  return found;
}

/** The same import, one statement per declaring file; null when a name is not known (kept as is). */
export function splitDomainImport(typeOnly: boolean, specifiers: string, exportsByName: Map<string, string>) {
  const byFile = new Map<string, string[]>();
  for (const raw of specifiers.split(',')) {
    const specifier = raw.trim();
    if (!specifier) continue;
    const name = specifier.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
    const file = exportsByName.get(name);
    if (!file) return null;
    byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
  }
  return [...byFile]
    .map(([file, names]) => `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '@souq/domain/${file}';`)
    .join(' ');
}

export function domainImports(): Plugin {
  let exportsByName: Map<string, string> | undefined;
  return {
    name: 'souq-domain-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?($|\?)/.test(id) || !code.includes("'@souq/domain'")) return null;
      exportsByName ??= domainExports();
      const names = exportsByName;
      const rewritten = code.replace(BARREL_IMPORT, (statement, typeOnly: string | undefined, specifiers: string) => {
        const split = splitDomainImport(Boolean(typeOnly), specifiers, names);
        // Same number of lines, so positions after the import stay where they were.
        return split === null ? statement : split + '\n'.repeat(statement.split('\n').length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
