/**
 * The courier on a tracked order (issue 19, spec §2 delivery-person route
 * map, §9 map height 348): the order page shows the courier (name, photo,
 * vehicle, rating, call and chat) and the route map with the store, the customer and
 * the courier, the route drawn between them; while the order is picked up
 * the courier moves on the map as the order's stream says, without a reload,
 * and the route is drawn again from the courier to the customer.
 */
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { moveOrder, OPERATOR_TOKEN, openDemoStore, placeOrder } from './helpers/orders.ts';
import { rememberLocation } from './helpers/shell.ts';

test.beforeEach(async ({ context, request, baseURL }) => {
  expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
  await rememberLocation(context, baseURL!, 1);
});

test('the courier moves on the route map while the order is picked up', async ({ page, context, request, baseURL }) => {
  test.slow();
  const account = await createAccount(request, 'Nora Tracker');
  const order = await placeOrder(request, { token: account.token });
  for (const status of ['confirmed', 'processing', 'handover', 'picked_up']) await moveOrder(request, order.id, status);
  await useToken(context, baseURL!, account.token);
  const track = await request.get(`/api/v1/customer/order/track?order_id=${order.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const courier = (await track.json()).delivery_man;
  const courierName = `${courier.f_name} ${courier.l_name}`.trim();

  await page.goto(`/my-orders/${order.id}`);
  // The courier card: name, vehicle, call and chat.
  await expect(page.getByText(courierName)).toBeVisible();
  await expect(page.getByText(/^(Bicycle|Motorbike|Car)$/)).toBeVisible();
  // Their photo (a picture that arrives, not a broken one) and their rating with its count.
  const photo = page.locator(`img[src$="${new URL(courier.image_full_url).pathname}"]`);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(courier.rating_count).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^\\d(\\.\\d)? \\(${courier.rating_count}\\)$`))).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${courierName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with the delivery person' })).toHaveAttribute(
    'href',
    `/profile?page=inbox&to=delivery_man&id=${courier.id}&order=${order.id}`,
  );

  // The route map: 348 px high, the three markers and the route over the roads.
  const section = page.getByRole('region', { name: 'Your delivery on the map' });
  const map = section.getByRole('application', { name: new RegExp(`^Map of order #${order.id}`) });
  await expect(map).toBeVisible();
  expect((await map.locator('..').boundingBox())!.height).toBe(348);
  await expect(map).toHaveAttribute('data-zoom', '10');
  const courierPin = section.locator('.leaflet-marker-icon[title="Delivery person"]');
  await expect(courierPin).toBeVisible();
  await expect(section.locator('.leaflet-marker-icon[title="Your location"]')).toBeVisible();
  const route = section.locator('path.souq-route');
  await expect(route).toBeAttached();
  const routeBefore = await route.getAttribute('d');

  // The courier moves (as a courier app or the demo simulator would report): the pin follows without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const before = (await courierPin.boundingBox())!;
  // A street about a kilometre short of the customer (Kingdom Centre).
  const moved = await request.put(`/api/v1/operator/orders/${order.id}/courier-location`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { latitude: 24.705, longitude: 46.68 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect
    .poll(async () => {
      const now = (await courierPin.boundingBox())!;
      return Math.abs(now.x - before.x) + Math.abs(now.y - before.y);
    })
    .toBeGreaterThan(3);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Picked up, the route is what is left of the way: drawn again from where the courier is now
  // (before pickup it runs from the store, and a moving courier would not change it).
  await expect.poll(() => route.getAttribute('d')).not.toBe(routeBefore);
  await expect(route).toBeAttached();

  // Delivered: the map is gone, the order is settled.
  await moveOrder(request, order.id, 'delivered');
  await expect(section).toHaveCount(0);
});
