/** The module selection modal and the module switcher of /home. */
import type { Page } from '@playwright/test';

export class ModuleModal {
  constructor(
    readonly page: Page,
    readonly names = { title: 'Select Module', loading: 'Loading modules' },
  ) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: this.names.title });
  }

  /** The skeleton tiles shown while the zone's modules load. */
  get loadingTiles() {
    return this.dialog.getByRole('list', { name: this.names.loading });
  }

  async choose(name: string) {
    await this.dialog.getByRole('button', { name, exact: true }).click();
  }
}

export function moduleSwitcher(page: Page) {
  return page.getByRole('navigation', { name: 'Modules' });
}
