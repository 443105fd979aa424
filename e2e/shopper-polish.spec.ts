/**
 * What a shopper trips over (issue 16, items 2–4) and plurals (issue 14), in
 * Chromium: the minimum order and what is missing of it show in the cart
 * drawer and the checkout summary before Place Order; an Arabic page counts
 * in Arabic's forms and writes the currency as ر.س.
 */
import { expect, test } from './fixtures.ts';
import { CartDrawer, cartButton } from './helpers/cart.ts';
import { addToCart, CheckoutPage, expectOpen, newGuest } from './helpers/checkout.ts';
import { productCard } from './helpers/catalog.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

const GROCERY = 2;
const RICE = 165;
const FRESH_BASKET = 9;

test("the store's minimum order and what is missing show in the cart drawer and the checkout summary before Place Order (issue 16, item 2)", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await expectOpen(request, FRESH_BASKET, GROCERY);
  await rememberLocation(context, baseURL!, GROCERY);
  const guestId = await newGuest(request, context, baseURL!);
  await addToCart(request, { guestId }, GROCERY, RICE, 1);

  await page.goto('/home');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const drawer = await new CartDrawer(page).open();
  // What is missing is counted on the subtotal before discounts, as the API checks it: the drawer and checkout agree.
  const notice = drawer.root.getByTestId('cart-minimum-order');
  await expect(notice).toHaveText(/^Minimum order 50\.00 SAR: add \d+\.\d\d SAR more to check out\.$/);
  const missing = /add (\d+\.\d\d) SAR/.exec((await notice.textContent())!)![1];

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(page.getByTestId('checkout-minimum-order').first()).toContainText(
    `The minimum order of this store is 50.00 SAR: add ${missing} SAR more.`,
  );
  const subtotal = parseFloat((await page.getByTestId('amount-subtotal').first().textContent())!);
  expect((50 - subtotal).toFixed(2)).toBe(missing);

  // Enough of it, and the notices go.
  await addToCart(request, { guestId }, GROCERY, RICE, 5);
  await checkout.goto();
  await expect(page.getByTestId('checkout-minimum-order')).toHaveCount(0);
});

test('an Arabic page counts in Arabic plural forms and writes the currency as ر.س (issue 14; issue 16, item 3)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, GROCERY);
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  const guestId = await newGuest(request, context, baseURL!);
  await addToCart(request, { guestId }, GROCERY, RICE, 1);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'السلة، منتج واحد' })).toBeVisible();
  await page.getByRole('button', { name: 'السلة، منتج واحد' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('cart-subtotal')).toContainText('ر.س');
  await expect(drawer.getByTestId('cart-minimum-order')).toContainText('الحد الأدنى للطلب');
  await expect(drawer.getByTestId('cart-minimum-order')).not.toContainText('SAR');
});

test.describe('on a phone (issue 16, item 6)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the item picture shows whole (contain) at 200 px; the selected All chip is not clipped; a toast stays below the header', async ({
    page,
    context,
    baseURL,
  }) => {
    await rememberLocation(context, baseURL!, 1);
    await page.goto('/product/82?module_id=1');
    const picture = page.locator('main img').first();
    await expect(picture).toBeVisible();
    const style = await picture.evaluate((img) => ({
      fit: getComputedStyle(img).objectFit,
      height: img.getBoundingClientRect().height,
    }));
    expect(style).toEqual({ fit: 'contain', height: 200 });

    await page.goto('/category/7?module_id=1');
    const list = page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('list');
    const all = list.getByRole('link', { name: 'All', exact: true });
    const [chip, box] = [await all.boundingBox(), await list.boundingBox()];
    expect(chip!.y).toBeGreaterThanOrEqual(box!.y);
    expect(chip!.y + chip!.height).toBeLessThanOrEqual(box!.y + box!.height);
    expect(await all.evaluate((a) => getComputedStyle(a).display)).toBe('block');

    // A toast appears below the header (the demo notice above it included), not over its controls.
    await page.goto('/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2');
    await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
    const shown = toast(page, 'Item added to cart');
    await expect(shown).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});
