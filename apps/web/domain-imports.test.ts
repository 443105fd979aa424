import { describe, expect, it } from 'vitest';
import * as domain from '@souq/domain';
import { domainExports, splitDomainImport } from './domain-imports.ts';

describe('domain imports by declaring file (issue 16: the shell carries only the rules it uses)', () => {
  const exportsByName = domainExports();

  it('finds the declaring file of every value the barrel exports, and that file exports it', async () => {
    for (const name of Object.keys(domain)) {
      const file = exportsByName.get(name);
      expect(file, name).toBeDefined();
      const module = (await import(/* @vite-ignore */ `@souq/domain/${file}`)) as Record<string, unknown>;
      expect(module[name], `${name} from ${file}`).toBe((domain as Record<string, unknown>)[name]);
    }
  });

  it('splits one import into one per file, keeping type-only and renamed specifiers', () => {
    const split = splitDomainImport(false, ' formatMoney, type Locale,\n pluralCategory as plural ', exportsByName);
    expect(split).toBe(
      `import { formatMoney } from '@souq/domain/money'; import { type Locale } from '@souq/domain/numbers'; import { pluralCategory as plural } from '@souq/domain/plurals';`,
    );
  });

  it('leaves an import alone when a name is unknown (the barrel still answers it)', () => {
    expect(splitDomainImport(false, 'formatMoney, notARule', exportsByName)).toBeNull();
  });
});
