/** The landing page's location entry: search, current location, map picker. */
import { expect, type Page } from '@playwright/test';

export class LandingPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get search() {
    return this.page.getByRole('combobox', { name: 'Search for your location' });
  }

  /** Types a place name and picks the suggestion whose main text matches. */
  async searchAndPick(text: string, suggestion: string | RegExp = text) {
    await this.search.fill(text);
    await this.page.getByRole('option', { name: suggestion }).first().click();
  }

  async useCurrentLocation() {
    await this.page.getByRole('button', { name: 'Use Current Location' }).click();
  }

  async openMapPicker() {
    await this.page.getByRole('button', { name: 'Pick from map' }).click();
    return new MapPicker(this.page);
  }

  /** The message shown when the chosen point cannot be served. */
  get problem() {
    return this.page.getByRole('alert');
  }
}

/** The 'Pick from map' dialog: drag the map, zoom, search, confirm. */
export class MapPicker {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Pick from map' });
  }

  get map() {
    return this.dialog.getByRole('application');
  }

  async zoomIn(times = 1) {
    for (let i = 0; i < times; i++) await this.dialog.getByRole('button', { name: 'Zoom in' }).click();
  }

  /** Drags the map by (dx, dy) pixels with the mouse. */
  async drag(dx: number, dy: number) {
    const box = (await this.map.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
    await this.page.mouse.up();
  }

  async searchAndPick(text: string) {
    await this.dialog.getByRole('combobox').fill(text);
    await this.page.getByRole('option', { name: text }).first().click();
  }

  /** The address line under the map. */
  address(text: string | RegExp) {
    return this.dialog.getByText(text);
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Pick this location' }).click();
  }
}
