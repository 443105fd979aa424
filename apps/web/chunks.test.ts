import { describe, expect, it } from 'vitest';
import type { ModuleInfo } from 'rolldown';
import { chunkGroups } from './chunks.ts';

const APP = '/souq/apps/web/app/';

/** A module graph: each module's code size and what it imports statically (`lazy`: with import()). */
function graph(modules: Record<string, { size?: number; imports?: string[]; lazy?: string[] }>) {
  const info = new Map<string, ModuleInfo>();
  const id = (name: string) => (name.startsWith('/') ? name : APP + name);
  for (const [name, m] of Object.entries(modules))
    info.set(id(name), {
      id: id(name),
      code: 'x'.repeat(m.size ?? 100),
      importers: [],
      dynamicImporters: [],
      importedIds: (m.imports ?? []).map(id),
      dynamicallyImportedIds: (m.lazy ?? []).map(id),
    } as unknown as ModuleInfo);
  for (const m of info.values()) {
    for (const target of m.importedIds) info.get(target)!.importers.push(m.id);
    for (const target of m.dynamicallyImportedIds) info.get(target)!.dynamicImporters.push(m.id);
  }
  const ctx = { getModuleInfo: (m: string) => info.get(m) ?? null };
  const groups = chunkGroups().sort((a, b) => b.priority - a.priority);
  return (name: string) => groups.map((g) => g.name(id(name), ctx)).find(Boolean) ?? null;
}

describe('client chunks (issue 16: at most 12 scripts before first paint)', () => {
  const chunkOf = graph({
    'root.tsx': { imports: ['routes/shell.tsx'] },
    'routes/shell.tsx': { imports: ['features/header.tsx'], lazy: ['features/location-panel.tsx'] },
    'features/header.tsx': {},
    'features/location-panel.tsx': {
      imports: ['features/use-choose-location.ts', 'features/panel-body.tsx', '/souq/packages/domain/src/forms.ts'],
    },
    '/souq/packages/domain/src/forms.ts': { size: 4_000 },
    'features/use-choose-location.ts': { size: 500 },
    'features/panel-body.tsx': { size: 5_000 },
    'routes/landing.tsx': { imports: ['features/use-choose-location.ts', 'features/card.tsx', 'lib/meta.ts'] },
    'routes/home.tsx': { imports: ['features/card.tsx', 'lib/meta.ts'] },
    'lib/meta.ts': {},
    'features/card.tsx': {},
    'routes/checkout.tsx': {
      imports: ['features/use-choose-location.ts', 'features/phone-input.tsx', 'features/field.tsx'],
    },
    'routes/track-order.tsx': {
      imports: ['features/phone-input.tsx', 'features/order-view.tsx', 'features/field.tsx', 'features/back-link.tsx'],
    },
    'routes/my-order.tsx': { imports: ['features/order-view.tsx', 'features/back-link.tsx', 'lib/meta.ts'] },
    'routes/my-trip.tsx': { imports: ['features/back-link.tsx'] },
    'features/phone-input.tsx': { size: 6_000, imports: ['features/countries.ts', 'features/field.tsx'] },
    'features/countries.ts': { size: 3_000 },
    'features/field.tsx': { size: 2_500 },
    'features/back-link.tsx': { size: 400 },
    'features/order-view.tsx': { size: 30_000, imports: ['features/stepper.tsx', 'features/status-chip.tsx'] },
    'features/stepper.tsx': { size: 2_000 },
    'routes/my-orders.tsx': { imports: ['features/status-chip.tsx', 'lib/meta.ts'] },
    'features/status-chip.tsx': { size: 2_000 },
    '/souq/node_modules/react/index.js': {},
  });

  it('puts what the shell imports in the shell and the packages it runs in the framework', () => {
    expect(chunkOf('features/header.tsx')).toBe('shell');
    expect(chunkOf('/souq/node_modules/react/index.js')).toBeNull(); // no page runs it here
  });

  it('puts a tiny module a lazy view of the shell uses in the shell, not a large one (a domain rule either)', () => {
    expect(chunkOf('features/use-choose-location.ts')).toBe('shell');
    expect(chunkOf('features/panel-body.tsx')).toBeNull();
    expect(chunkOf('/souq/packages/domain/src/forms.ts')).toBeNull();
  });

  it('shares what two catalog pages import in the catalog file, and what other pages use too in the shell', () => {
    expect(chunkOf('features/card.tsx')).toBe('catalog');
    expect(chunkOf('lib/meta.ts')).toBe('shell');
  });

  it('puts the small parts the order pages share in one file, and leaves large views, and what one module brings, alone', () => {
    expect(chunkOf('features/field.tsx')).toBe('account');
    expect(chunkOf('features/status-chip.tsx')).toBe('account');
    expect(chunkOf('features/back-link.tsx')).toBe('account');
    expect(chunkOf('features/phone-input.tsx')).toBeNull();
    expect(chunkOf('features/order-view.tsx')).toBeNull();
    expect(chunkOf('features/stepper.tsx')).toBeNull();
    expect(chunkOf('features/countries.ts')).toBeNull();
  });
});
