/**
 * Rules (issue 13, item 20): wrong operator tokens are limited per address
 * (20 in 15 minutes, then 429 for that address, right token or not; right
 * tokens use up nothing), and the operator routes are documented apart:
 * the public API document lists none, the operator's own (behind the token)
 * lists them.
 */
import { describe, expect, it } from 'vitest';
import { randomIp } from '../../test/accounts.ts';
import { useApi } from '../../test/helper.ts';

const OPERATOR_TOKEN = 'operator-secret-for-limit-tests';
const api = useApi({ OPERATOR_TOKEN });
const board = (remoteAddress: string, token: string) =>
  api.request({
    url: '/api/v1/operator/orders?group=new',
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
  });

describe('operator tokens', () => {
  it('the 21st wrong token from one address is a 429, and then so is the right one there; elsewhere it works', async () => {
    const guesser = randomIp();
    for (let i = 1; i <= 20; i++)
      expect((await board(guesser, `guess-${i}-xxxxxxxxxxxx`)).status, `guess ${i}`).toBe(401);
    const refused = await board(guesser, 'guess-21-xxxxxxxxxxxx');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toEqual({
      code: 'too_many_requests',
      message: 'Too many attempts. Please try again in about 15 minutes.',
    });
    expect((await board(guesser, OPERATOR_TOKEN)).status).toBe(429);
    expect((await board(randomIp(), OPERATOR_TOKEN)).status).toBe(200);
  });

  it('right tokens use up nothing', async () => {
    const office = randomIp();
    for (let i = 0; i < 30; i++) expect((await board(office, OPERATOR_TOKEN)).status).toBe(200);
  });
});

describe('the API documents', () => {
  const operations = (doc: { paths: Record<string, Record<string, { tags?: string[] }>> }) =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, tags: op.tags ?? [] })),
    );

  it('the public one lists no operator route; the operator one, behind the token, lists them all', async () => {
    const publicDoc = await api.request('/api/docs/json');
    expect(publicDoc.status).toBe(200);
    const listed = operations(publicDoc.body);
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((op) => op.tags.includes('operator') || op.path.includes('/operator/'))).toEqual([]);

    expect((await api.request('/api/docs/operator.json')).status).toBe(401);
    const operatorDoc = await api.request({
      url: '/api/docs/operator.json',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(operatorDoc.status).toBe(200);
    expect(operatorDoc.body.info.title).toBe('Souq operator API');
    const own = operations(operatorDoc.body);
    expect(own.length).toBeGreaterThan(5);
    expect(own.every((op) => op.tags.includes('operator'))).toBe(true);
    expect(own.map((op) => op.path)).toContain('/api/v1/operator/orders');
  });
});
