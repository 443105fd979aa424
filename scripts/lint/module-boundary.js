/**
 * ESLint rule `souq/module-boundary`: code outside an API module reaches it
 * only through its public entry (`modules/<name>/index.ts`). A module's own
 * files, and tests (which may look inside what they test), are free.
 * Applies to the API's modules and flows (`apps/api/src/**`).
 */
import path from 'node:path';

const MODULES = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;

/** 'cart' for …/apps/api/src/modules/cart/service.ts, null outside the modules. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at === -1) return null;
  const rest = file.slice(at + MODULES.length);
  const slash = rest.indexOf(path.sep);
  return slash === -1 ? null : { name: rest.slice(0, slash), inner: rest.slice(slash + 1) };
}

export const moduleBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its public entry (its index.ts).' },
    messages: {
      internal:
        "'{{source}}' is inside the {{module}} module: import it from its public entry ({{entry}}), and export it there if other modules need it.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file) || file.includes(`${path.sep}apps${path.sep}api${path.sep}test${path.sep}`))
      return {};
    const own = moduleOf(file)?.name ?? null;
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source.value));
      if (!target || target.name === own || target.inner === 'index.ts') return;
      const entry = path.relative(
        path.dirname(file),
        file.slice(0, file.indexOf(MODULES) + MODULES.length) + `${target.name}/index.ts`,
      );
      context.report({
        node: source,
        messageId: 'internal',
        data: { source: source.value, module: target.name, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
