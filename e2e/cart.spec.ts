import { expect, test } from './fixtures.ts';
import { AuthModal, accountMenuButton, createAccount, errorToast } from './helpers/auth.ts';
import { CartDrawer, cartButton } from './helpers/cart.ts';
import { HomePage, StorePage, productCard } from './helpers/catalog.ts';
import { changeSetting } from './helpers/settings.ts';
import { headerModule, rememberLocation, toast } from './helpers/shell.ts';

const BURGER_YARD = '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2';
const SPICE_ROUTE = '/store/spice-route?id=5&module_id=1&module_type=food&store_zone_id=1';
const NIGHT_OWL = '/store/night-owl-pharmacy?id=21&module_id=3&module_type=pharmacy&store_zone_id=1';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('a guest adds a food item with choices and an add-on, then edits it from the drawer (spec §2, §4)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const home = new HomePage(page);
  await home.goto();
  const store = await home.openStore('Spice Route');
  const item = await store.openItem('Chicken Tikka Masala');
  await item.choose('Hot');
  await item.choose('Saffron rice');
  await item.addMore('Garlic naan');
  await item.button('Add to Cart').click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await expect(item.root).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The drawer: the line with its choices and add-on, the price after the 15 % discount, the subtotal.
  const drawer = await new CartDrawer(page).open();
  await expect(drawer.lines).toHaveCount(1);
  await expect(drawer.line('Chicken Tikka Masala')).toContainText('Spice level: Hot');
  await expect(drawer.line('Chicken Tikka Masala')).toContainText('Garlic naan × 1');
  // (42 + 4) less 15 % = 39.10, plus one garlic naan (6.00).
  await expect(drawer.subtotal).toHaveText('45.10 SAR');
  await expect(drawer.root.getByText(/more for free delivery$/)).toBeVisible();

  // Tapping the picture opens the item view on this line: its choices loaded, 'Update To Cart'.
  await drawer.line('Chicken Tikka Masala').getByRole('button', { name: 'Edit Chicken Tikka Masala' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit item' });
  await expect(editor.getByRole('radio', { name: /^Hot/ })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: /^Garlic naan/ })).toBeChecked();
  await editor.getByRole('button', { name: 'Update To Cart' }).click();
  await expect(toast(page, 'No changes found to update.')).toBeVisible();
  await editor.getByRole('button', { name: 'Increase quantity' }).click();
  await editor.getByRole('button', { name: 'Update To Cart' }).click();
  await expect(toast(page, 'Updated successfully.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(drawer.quantity('Chicken Tikka Masala')).toHaveText('2');
  await expect(drawer.subtotal).toHaveText('84.20 SAR');
  await drawer.close();

  // Choosing the same variation in the item view again loads the line: its quantity, its add-on, 'Update To Cart'.
  const again = await store.openItem('Chicken Tikka Masala');
  await expect(again.button('Add to Cart')).toBeVisible();
  await again.choose('Hot');
  await again.choose('Saffron rice');
  await expect(again.root.getByRole('button', { name: 'Update To Cart' })).toBeVisible();
  await expect(again.root.getByRole('group', { name: 'Quantity', exact: true })).toContainText('2');
  await expect(again.root.getByRole('checkbox', { name: /^Garlic naan/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(again.root).toBeHidden();
  expect(errors).toEqual([]);
});

test("another store's item asks to clear the cart first; at 1 the minus empties it (spec §2, §4)", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(SPICE_ROUTE);
  await productCard(page, 'Mango Lassi').getByRole('button', { name: 'Add Mango Lassi to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();

  await page.goto(BURGER_YARD);
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the cart?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear and add' }).click();
  await expect(
    toast(page, 'Your cart has been cleared successfully. And selected item added to the cart.'),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // The card now shows the line's stepper.
  await expect(productCard(page, 'Onion Rings').getByRole('group', { name: 'Quantity of Onion Rings' })).toContainText(
    '1',
  );

  const drawer = await new CartDrawer(page).open();
  await expect(drawer.lines).toHaveCount(1);
  await expect(drawer.line('Onion Rings')).toBeVisible();
  // At 1 the minus removes the line.
  await drawer.line('Onion Rings').getByRole('button', { name: 'Remove Onion Rings' }).click();
  await expect(toast(page, 'Cart item remove successfully')).toBeVisible();
  await expect(drawer.root.getByText('Your cart is empty')).toBeVisible();
  await expect(
    drawer.root.getByText('No items added in your cart. Please add product to your cart list.'),
  ).toBeVisible();
  await drawer.root.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  expect(errors).toEqual([]);
});

test("an item of another module is added in its module; '+' stops at the maximum with 'Out of Limits' (spec §5, §8)", async ({
  page,
}) => {
  // The visitor shops in Food (beforeEach) and opens a pharmacy's page from a link.
  await page.goto(NIGHT_OWL);
  await expect(headerModule(page, 'Food')).toHaveAttribute('aria-current', 'true');
  const card = productCard(page, 'Ibuprofen 400 mg Tablets (20)');
  await card.getByRole('button', { name: 'Add Ibuprofen 400 mg Tablets (20) to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  // A cart is per module: the visitor is now in Pharmacy, whose cart holds the medicine.
  await expect(headerModule(page, 'Pharmacy')).toHaveAttribute('aria-current', 'true');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(toast(page, 'A Module has been selected.')).toBeVisible();
  const stepper = card.getByRole('group', { name: 'Quantity of Ibuprofen 400 mg Tablets (20)' });
  const more = stepper.getByRole('button', { name: 'One Ibuprofen 400 mg Tablets (20) more' });
  await more.click();
  await expect(stepper).toContainText('2');
  await more.click();
  await expect(stepper).toContainText('3');
  // Three is this medicine's maximum: the shopper is told at once and nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
  await more.click();
  await expect(toast(page, 'Out of Limits')).toBeVisible();
  await expect(stepper).toContainText('3');

  await expect(toast(page, 'Out of Limits')).toBeHidden();
  const drawer = await new CartDrawer(page).open();
  await drawer
    .line('Ibuprofen 400 mg Tablets (20)')
    .getByRole('button', { name: 'One Ibuprofen 400 mg Tablets (20) more' })
    .click();
  await expect(toast(page, 'Out of Limits')).toBeVisible();
  await expect(drawer.quantity('Ibuprofen 400 mg Tablets (20)')).toHaveText('3');
  expect(sent).toEqual([]);
});

test("Add to Cart in the quick view of another module's item: added, the visitor moved there, the quick view stays closed", async ({
  page,
}) => {
  await page.goto(NIGHT_OWL);
  const item = await new StorePage(page).openItem('Ibuprofen 400 mg Tablets (20)');
  await item.button('Add to Cart').click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await expect(toast(page, 'A Module has been selected.')).toBeVisible();
  await expect(headerModule(page, 'Pharmacy')).toHaveAttribute('aria-current', 'true');
  await expect(item.root).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]item=/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('the badge is right on the first paint after a reload, and Clear Cart asks first (spec §4)', async ({ page }) => {
  await page.goto(BURGER_YARD);
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'One Onion Rings more' }).click();
  await expect(productCard(page, 'Onion Rings').getByRole('group', { name: 'Quantity of Onion Rings' })).toContainText(
    '2',
  );

  // Server-rendered: the badge is in the HTML, before any script runs.
  const html = await (await page.request.get(BURGER_YARD)).text();
  expect(html).toContain('aria-label="Cart, 1 item"');
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(productCard(page, 'Onion Rings').getByRole('group', { name: 'Quantity of Onion Rings' })).toContainText(
    '2',
  );

  const drawer = await new CartDrawer(page).open();
  // Spec §2, §4: the drawer stands at the right, at most 420 px wide; its list takes at most 60 % of the screen's height.
  const screen = page.viewportSize()!;
  await expect.poll(async () => drawer.root.boundingBox()).toMatchObject({ x: screen.width - 420, width: 420 });
  const listMaxHeight = await drawer.root
    .getByRole('list', { name: 'Items in your cart' })
    .evaluate((list) => getComputedStyle(list).maxHeight);
  expect(parseFloat(listMaxHeight)).toBeCloseTo(screen.height * 0.6, 0);
  // Two onion rings (12.00 each) less Burger Yard's running 20 % store discount.
  await expect(drawer.subtotal).toHaveText('19.20 SAR');
  await drawer.root.getByRole('button', { name: 'Clear Cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to clear your cart?' });
  // Escape closes the question only, not the drawer under it.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(drawer.root).toBeVisible();
  await drawer.root.getByRole('button', { name: 'Clear Cart' }).click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.lines).toHaveCount(1);
  await drawer.root.getByRole('button', { name: 'Clear Cart' }).click();
  await confirm.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toast(page, 'Your cart has been cleared successfully.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(drawer.root.getByText('Your cart is empty')).toBeVisible();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
});

test('a guest with a cart signs in through the checkout question and sees the cart (issue 5, spec §4)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Omar Cart');
  await page.goto(BURGER_YARD);
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();

  const drawer = await new CartDrawer(page).open();
  await drawer.root.getByRole('button', { name: 'Proceed To Checkout' }).click();
  // The demo store lets guests check out, so the guest is asked first.
  const question = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
  await expect(question.getByRole('button', { name: 'Guest' })).toBeVisible();
  await expect(question.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await question.getByRole('button', { name: 'Login' }).click();

  const auth = new AuthModal(page);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await auth.signInWithPassword(account.email, account.password);
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(accountMenuButton(page, account.firstName)).toBeVisible();
  // The API moved the guest's lines into the account; the shell read the cart again.
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await drawer.open();
  await expect(drawer.line('Onion Rings')).toBeVisible();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // Signed in, Proceed To Checkout asks nothing and opens the cart's checkout.
  await drawer.open();
  await drawer.root.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText('Onion Rings');
});

test("a guest who answers 'Guest' goes to the cart's checkout (spec §4)", async ({ page }) => {
  await page.goto(BURGER_YARD);
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  const drawer = await new CartDrawer(page).open();
  await drawer.root.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page
    .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
    .getByRole('button', { name: 'Guest' })
    .click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText('Onion Rings');
});

test('where the store does not let guests check out, Proceed To Checkout opens Sign In, and so does the checkout page (spec §4)', async ({
  page,
  request,
}) => {
  const restore = await changeSetting(request, 'guest_checkout_status', 0);
  try {
    await page.goto(BURGER_YARD);
    await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
    await expect(toast(page, 'Item added to cart')).toBeVisible();
    const drawer = await new CartDrawer(page).open();
    await drawer.root.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })).toBeHidden();
    await expect(page).toHaveURL(/\/store\/burger-yard\?.*auth=sign-in/);

    await page.goto('/checkout?page=cart');
    await expect(page).toHaveURL(/\/home\?auth=sign-in$/);
    await expect(errorToast(page, 'You must be login to access this page.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  } finally {
    await restore();
  }
});

test('a guest id the server no longer knows is replaced on the next add, and the cart works (spec §4)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    {
      name: 'souq_guest',
      value: '00000000-0000-4000-8000-000000000000',
      url: baseURL!,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await page.goto(BURGER_YARD);
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  expect((await context.cookies()).find((c) => c.name === 'souq_guest')?.value).not.toBe(
    '00000000-0000-4000-8000-000000000000',
  );
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});
