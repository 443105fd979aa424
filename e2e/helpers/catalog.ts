/** The catalog: /home sections and search, store pages, category pages, product cards and the item view (modal or page). */
import { expect, type Locator, type Page } from '@playwright/test';

/** A product card (an <article> named by its heading link). */
export function productCard(scope: Page | Locator, name: string) {
  return scope.getByRole('article').filter({ has: scope.getByRole('heading', { name, exact: true }) });
}

export function productNames(scope: Page | Locator) {
  return scope.getByRole('article').getByRole('heading').allInnerTexts();
}

export class HomePage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/home${query}`);
  }

  section(name: string | RegExp) {
    return this.page.getByRole('region', { name });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search items and stores' }).fill(text);
    await this.page.getByRole('searchbox', { name: 'Search items and stores' }).press('Enter');
  }

  async openStore(name: string) {
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return new StorePage(this.page);
  }
}

export class StorePage {
  constructor(readonly page: Page) {}

  /** The item grid's heading: "All items (20)", a category's name or "Results for …". */
  get itemsHeading() {
    return this.page.locator('#store-items-title');
  }

  async chooseCategory(name: string) {
    await this.page
      .getByRole('navigation', { name: 'Categories' })
      .first()
      .getByRole('link', { name, exact: true })
      .click();
  }

  async searchInStore(text: string) {
    const box = this.page.getByRole('searchbox', { name: /^Search in / });
    await box.fill(text);
    await box.press('Enter');
  }

  async goToPage(n: number) {
    await this.page
      .getByRole('navigation', { name: 'Pages', exact: true })
      .getByRole('link', { name: `Page ${n}`, exact: true })
      .click();
  }

  async openItem(name: string) {
    await productCard(this.page, name).getByRole('link', { name }).click();
    return new ItemView(this.page.getByRole('dialog', { name }));
  }
}

/** The item view: the quick-view dialog or the product page's main area. */
export class ItemView {
  constructor(readonly root: Locator) {}

  get total() {
    return this.root.getByTestId('item-total');
  }

  option(name: string) {
    return this.root
      .getByRole('radio', { name, exact: true })
      .or(this.root.getByRole('checkbox', { name, exact: true }));
  }

  async choose(name: string) {
    await this.root.getByText(name, { exact: true }).click();
  }

  async increaseQuantity() {
    await this.root.getByRole('button', { name: 'Increase quantity' }).click();
  }

  async addMore(addOn: string) {
    await this.root.getByRole('button', { name: `One ${addOn} more` }).click();
  }

  button(name: 'Add to Cart' | 'Buy Now' | 'Order Now' | 'Out of Stock') {
    return this.root.getByRole('button', { name, exact: true });
  }
}
