/** The landing page's location entry: search, current location, map picker. */
import { expect, type Page } from '@playwright/test';

export class LandingPage {
  constructor(
    readonly page: Page,
    readonly names = { search: 'Search for your location' },
  ) {}

  async goto() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get search() {
    return this.page.getByRole('combobox', { name: this.names.search });
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

/** The 'Pick from map' dialog: drag or tap the map, zoom, search, confirm. */
export class MapPicker {
  constructor(
    readonly page: Page,
    readonly names = { title: 'Pick from map', zoomIn: 'Zoom in', confirm: 'Pick this location' },
  ) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: this.names.title });
  }

  get map() {
    return this.dialog.getByRole('application');
  }

  /** A road's name drawn on the map (the demo city, without a tile server). */
  roadName(name: string) {
    return this.map.locator('.souq-road-name', { hasText: name });
  }

  placeName(name: string) {
    return this.map.locator('.souq-place-name', { hasText: name });
  }

  get zoomInButton() {
    return this.dialog.getByRole('button', { name: this.names.zoomIn });
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

  /** Taps the map where a road's name is drawn: the map brings that point of the road under the pin. */
  async tapRoad(name: string) {
    const box = (await this.roadName(name).boundingBox())!;
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async searchAndPick(text: string) {
    await this.dialog.getByRole('combobox').fill(text);
    await this.page.getByRole('option', { name: text }).first().click();
  }

  /** The name of the picked point, under the map. */
  get address() {
    return this.dialog.getByTestId('picked-address');
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: this.names.confirm }).click();
  }
}
