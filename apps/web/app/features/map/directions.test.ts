/**
 * The route adapter of the delivery map (issue 19; spec §2: the delivery-person
 * route map asks for driving, then walking, then bicycling directions; never
 * an error). A small OSRM-like service on a local port answers each profile
 * as the test says.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRoute, ROUTE_PROFILES } from './directions.ts';

const store = { lat: 24.7114, lng: 46.6744 };
const home = { lat: 24.712, lng: 46.68 };
/** What each profile answers: a status, or a route through these [lng, lat] points. */
let answers: Record<string, number | [number, number][]>;
let asked: string[];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const profile = /^\/route\/v1\/([a-z]+)\//.exec(request.url ?? '')?.[1] ?? '';
    asked.push(profile);
    const answer = answers[profile] ?? 404;
    if (typeof answer === 'number') {
      response.writeHead(answer).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: answer } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = {};
  asked = [];
});

const route = (serviceUrl: string) =>
  findRoute(store, home, { serviceUrl, locale: 'en', signal: new AbortController().signal });

describe('findRoute (spec §2: driving, then walking, then bicycling)', () => {
  it('draws the driving route when the service has one, asking nothing else', async () => {
    answers.driving = [
      [46.6744, 24.7114],
      [46.677, 24.7117],
      [46.68, 24.712],
    ];
    expect(await route(base)).toEqual([store, { lat: 24.7117, lng: 46.677 }, home]);
    expect(asked).toEqual(['driving']);
  });

  it('falls back to walking, then to cycling, in that order', async () => {
    answers.driving = 500;
    answers.walking = [];
    answers.cycling = [
      [46.6744, 24.7114],
      [46.68, 24.712],
    ];
    expect(await route(base)).toEqual([store, home]);
    expect(asked).toEqual([...ROUTE_PROFILES]);
    expect(ROUTE_PROFILES).toEqual(['driving', 'walking', 'cycling']);
  });

  it('never fails: with every profile refused, or no service answering, it still draws a way', async () => {
    answers = { driving: 500, walking: 503, cycling: 404 };
    expect(await route(base)).toEqual([store, home]);
    expect(asked).toEqual(['driving', 'walking', 'cycling']);
    // A service that is not there at all.
    expect(await route('http://127.0.0.1:9/')).toEqual([store, home]);
  });
});
