/** The module selection modal and the module switcher of /home. */
import type { Page } from '@playwright/test';

export class ModuleModal {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Select Module' });
  }

  async choose(name: string) {
    await this.dialog.getByRole('button', { name, exact: true }).click();
  }
}

export function moduleSwitcher(page: Page) {
  return page.getByRole('navigation', { name: 'Modules' });
}
