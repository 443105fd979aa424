/**
 * The store's side of an order in browser journeys: the e2e server runs with
 * this operator token and without the demo simulator, so an order moves
 * exactly when a test moves it (PUT /api/v1/operator/orders/{id}/status).
 */
import { expect, type APIRequestContext } from '@playwright/test';

export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0001';

/** Moves an order to `status` as the store would; fails the test if the status machine refuses. */
export async function moveOrder(request: APIRequestContext, orderId: number | string, status: string): Promise<void> {
  const response = await request.put(`/api/v1/operator/orders/${orderId}/status`, {
    data: { status },
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
