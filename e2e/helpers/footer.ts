/** The footer: newsletter, contact tiles, links. */
import type { Page } from '@playwright/test';

export class Footer {
  constructor(readonly page: Page) {}

  get root() {
    return this.page.getByRole('contentinfo');
  }

  async subscribe(email: string) {
    await this.root.getByRole('textbox', { name: 'Email address' }).fill(email);
    await this.root.getByRole('button', { name: 'Subscribe' }).click();
  }

  link(name: string) {
    return this.root.getByRole('link', { name, exact: true });
  }
}
