/**
 * The store set another way for one journey: a business setting changed
 * through the operator endpoint, with a function that puts it back. The
 * journeys run one at a time, so no other test sees the change.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATOR_TOKEN } from './orders.ts';

export async function changeSetting(
  request: APIRequestContext,
  key: string,
  value: unknown,
): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  const url = `/api/v1/operator/settings/${key}`;
  const before = await request.get(url, { headers });
  expect(before.status(), await before.text()).toBe(200);
  const previous = (await before.json()).value;
  const put = (next: unknown) => request.put(url, { headers, data: { value: next } });
  const changed = await put(value);
  expect(changed.status(), await changed.text()).toBe(200);
  return async () => {
    expect((await put(previous)).status()).toBe(200);
  };
}
