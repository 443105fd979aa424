/**
 * Rule (issue 21, decision 22): what every page's shell reads — the settings (/config), the
 * footer's landing texts and the modules serving the visitor's zones — is the same for every
 * visitor of a language and zone list, so a warm page does not ask the API for it again; yet a
 * settings change shows on the very next page, and another language or zone list is read on its own.
 *
 * The real root loader against the API in process, on PGlite and PostgreSQL; the catalog's
 * version is watched as `npm start` watches it (server/catalog-version.ts).
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../../api/test/helper.ts';
import type { RootData } from '../app/lib/root-data.ts';
import type { Prefs } from '../app/lib/prefs.server.ts';
import { loader as rootLoader } from '../app/root.tsx';
import { DIRIYAH, usePageLoads } from './page-loads.ts';

const api = useApi();
const pages = usePageLoads(api);

const SHELL_READS = ['/api/v1/config', '/api/v1/react-landing-page', '/api/v1/module'];

async function shell(prefs: Partial<Prefs> = {}): Promise<RootData> {
  const answer = (await pages.load(rootLoader, '/home', {}, prefs)) as unknown as { data: RootData };
  return answer.data;
}

describe("the shell's reads are kept between pages (issue 21)", () => {
  it('a second visitor of the language and zones is answered without asking the API', async () => {
    const first = await shell();
    expect(pages.asked).toEqual(expect.arrayContaining(SHELL_READS));

    const second = await shell({ location: DIRIYAH });
    expect(pages.asked).toEqual([]);
    expect(second.config).toEqual(first.config);
    expect(second.footer).toEqual(first.footer);
    expect(second.modules).toEqual(first.modules);
  });

  it('another language, or another zone list, is read on its own', async () => {
    const english = await shell();
    const arabic = await shell({ locale: 'ar' });
    expect(pages.asked).toEqual(expect.arrayContaining(SHELL_READS));
    expect(arabic.modules.map((m) => m.module_name)).not.toEqual(english.modules.map((m) => m.module_name));

    await shell({ zoneIds: [pages.ids.zones.olaya] });
    expect(pages.asked).toEqual(['/api/v1/module']);
  });

  it("a settings change shows on the next page's shell", async () => {
    const before = await shell();
    const name = before.config.business_name;
    await shell();
    expect(pages.asked).not.toContain('/api/v1/config');
    try {
      await api.app.souq.settings.set('business_name', 'Renamed Just Now');
      expect((await shell()).config.business_name).toBe('Renamed Just Now');
    } finally {
      await api.app.souq.settings.set('business_name', name);
    }
    expect((await shell()).config.business_name).toBe(name);
  });

  it('without the API in this process (no catalog version) nothing is kept', async () => {
    const { catalogVersion, ...elsewhere } = pages.context;
    pages.context = elsewhere;
    try {
      await shell();
      await shell();
      expect(pages.asked).toEqual(expect.arrayContaining(SHELL_READS));
    } finally {
      pages.context = { ...elsewhere, catalogVersion };
    }
  });
});
