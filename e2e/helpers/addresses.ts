/** The header's location popover, the address modal and the Saved Addresses dialog. */
import { expect, type Page } from '@playwright/test';
import { header } from './shell.ts';

export class LocationPopover {
  constructor(readonly page: Page) {}

  get button() {
    return header(this.page).getByRole('button', { name: /Change location$/ });
  }

  get panel() {
    return this.page.getByRole('dialog', { name: 'Delivery location' });
  }

  async open() {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }

  get savedList() {
    return this.panel.getByRole('radiogroup', { name: 'Saved Addresses' });
  }

  async addAddress() {
    await this.panel.getByRole('button', { name: 'Add New Address' }).click();
    return new AddressModal(this.page);
  }
}

export class AddressModal {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: /^(Add New Address|Edit Address)$/ });
  }

  /** Searches a place in the map step and picks it. */
  async pickPlace(search: string) {
    await this.dialog.getByRole('combobox', { name: 'Search for your location' }).fill(search);
    await this.dialog.getByRole('option').first().click();
    await this.dialog.getByRole('button', { name: 'Pick this location' }).click();
    await expect(this.field('Address')).toBeVisible();
  }

  field(label: string) {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }
}
