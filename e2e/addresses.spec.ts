import { expect, test } from './fixtures.ts';
import { LocationPopover } from './helpers/addresses.ts';
import { createAccount, DEMO_CUSTOMER, signInAs, useToken } from './helpers/auth.ts';
import { cookieValue, rememberLocation, toast } from './helpers/shell.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('add a saved address by searching a place; it becomes the delivery address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Maha Address');
  await useToken(context, baseURL!, account.token);
  await page.goto('/home');
  const popover = new LocationPopover(page);
  await popover.open();
  await expect(popover.panel.getByText('No saved addresses found to select.')).toBeVisible();

  const modal = await popover.addAddress();
  await modal.pickPlace('Masmak');
  await expect(modal.field('Address')).toHaveValue('Masmak Fortress, Al Dirah, Riyadh, Saudi Arabia');
  await expect(modal.field('Contact person name')).toHaveValue('Maha Address');
  await modal.field('Address').fill('');
  await modal.field('Contact person name').fill('');
  await modal.dialog.getByRole('textbox', { name: 'Contact person number' }).fill('');
  await modal.dialog.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(modal.dialog.getByText('Address is required')).toBeVisible();
  await expect(modal.dialog.getByText('Name is required')).toBeVisible();
  await expect(modal.dialog.getByText('Phone Number is required')).toBeVisible();

  await modal.field('Address').fill('Masmak Fortress, Al Dirah, Riyadh');
  await modal.dialog.getByRole('radio', { name: 'Other' }).check({ force: true });
  await modal.field('Label (optional)').fill('Museum visits');
  await modal.field('Contact person name').fill('Maha');
  await modal.dialog.getByRole('textbox', { name: 'Contact person number' }).fill('0551234567');
  await modal.field('Floor').fill('2');
  await modal.dialog.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(toast(page, 'Address added successfully.')).toBeVisible();
  await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
  await expect(popover.button).toHaveAccessibleName(
    /^Deliver to\s*Masmak Fortress, Al Dirah, Riyadh\s*Change location$/,
  );
  expect(JSON.parse((await cookieValue(context, 'souq_location'))!)).toMatchObject({ lat: 24.6312, lng: 46.7134 });

  // The label replaces the type; the saved address is listed and is the current one.
  await popover.open();
  const card = popover.savedList.getByRole('radio', { name: /Museum visits/ });
  await expect(card).toBeChecked();
  const saved = await request.get('/api/v1/customer/address/list', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect((await saved.json()).addresses).toMatchObject([
    { address_type: 'other', address_label: 'Museum visits', contact_person_number: '+966551234567', floor: '2' },
  ]);
});

test('choose a saved address from the popover: location and zone follow', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAs(context, request, baseURL!, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/home');
  const popover = new LocationPopover(page);
  await popover.open();
  await expect(popover.savedList.getByRole('radio')).toHaveCount(2);
  await popover.savedList.getByRole('radio', { name: /Office/ }).check({ force: true });
  await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
  await expect(popover.panel).toHaveCount(0);
  await expect(popover.button).toHaveAccessibleName(/^Deliver to\s*Salah Al Din Street, Al Malaz/);
  expect(JSON.parse((await cookieValue(context, 'souq_zones'))!).length).toBeGreaterThan(0);
});

test('the Saved Addresses dialog applies a choice only on Select', async ({ page, context, request, baseURL }) => {
  await signInAs(context, request, baseURL!, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/home');
  const popover = new LocationPopover(page);
  await popover.open();
  await popover.panel.getByRole('button', { name: 'View all saved addresses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved Addresses' });
  const select = dialog.getByRole('button', { name: 'Select' });
  await expect(select).toBeDisabled();
  await dialog.getByRole('radio', { name: /Office/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(popover.button).toHaveAccessibleName(/Kingdom Centre/);

  await popover.open();
  await popover.panel.getByRole('button', { name: 'View all saved addresses' }).click();
  await dialog.getByRole('radio', { name: /Office/ }).check({ force: true });
  await select.click();
  await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(popover.button).toHaveAccessibleName(/Salah Al Din Street/);
});

test('guests are told to sign in for saved addresses and keep one address on this device', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const popover = new LocationPopover(page);
  await popover.open();
  await expect(popover.panel.getByText('To select from saved addresses, you need to sign in.')).toBeVisible();
  const modal = await popover.addAddress();
  await modal.pickPlace('Masmak');
  await modal.field('Contact person name').fill('Guest Shopper');
  await modal.dialog.getByRole('textbox', { name: 'Contact person number' }).fill('0557654321');
  await modal.field('Contact person email').fill('guest@souq.example');
  await modal.dialog.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(toast(page, 'Address saved on this device.')).toBeVisible();
  await expect(popover.button).toHaveAccessibleName(/Masmak Fortress/);

  const kept = (await context.cookies()).find((c) => c.name === 'souq_guest_address')!;
  expect(kept.httpOnly).toBe(true);
  expect(JSON.parse(decodeURIComponent(kept.value))).toMatchObject({
    contactName: 'Guest Shopper',
    contactEmail: 'guest@souq.example',
    contactPhone: '+966557654321',
  });
  await popover.open();
  await expect(popover.panel.getByRole('radio', { name: /Home.*Masmak Fortress/ })).toBeChecked();
});

test.describe('with the browser position', () => {
  test.use({ geolocation: { latitude: 24.6903, longitude: 46.6853 }, permissions: ['geolocation'] });

  test("'Use Current Location' in the popover delivers to where the shopper is", async ({ page }) => {
    await page.goto('/home');
    const popover = new LocationPopover(page);
    await popover.open();
    await popover.panel.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
    await expect(popover.button).toHaveAccessibleName(/^Deliver to\s*Near Al Faisaliah Tower/);
  });
});
