/** The cart and the wishlist: header buttons, the drawers, the cart's dialogs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { header } from './shell.ts';

/** The header's cart button; its name says how many lines the cart holds ("Cart, 2 items"). */
export function cartButton(page: Page) {
  return header(page).getByRole('button', { name: /^Cart/ });
}

export function wishlistButton(page: Page) {
  return header(page).getByRole('button', { name: /^Wishlist/ });
}

export class CartDrawer {
  constructor(readonly page: Page) {}

  get root() {
    return this.page.getByRole('dialog', { name: 'Shopping Cart' });
  }

  async open() {
    await cartButton(this.page).click();
    await expect(this.root).toBeVisible();
    // The drawer reads the cart again when it opens; the title's spinner goes when it has.
    await expect(this.root.getByRole('status', { name: 'Loading your cart' })).toHaveCount(0);
    return this;
  }

  get lines() {
    return this.root.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  }

  line(name: string): Locator {
    return this.lines.filter({ hasText: name });
  }

  quantity(name: string) {
    return this.line(name)
      .getByRole('group', { name: `Quantity of ${name}` })
      .locator('output');
  }

  get subtotal() {
    return this.root.getByTestId('cart-subtotal');
  }

  async close() {
    await this.root.getByRole('button', { name: 'Close' }).first().click();
    await expect(this.root).toBeHidden();
  }
}
