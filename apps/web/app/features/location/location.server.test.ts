import { describe, expect, it } from 'vitest';
import { parseLocationForm } from './location.server.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the posted location', () => {
  it('keeps the address text and the coordinates', () => {
    expect(parseLocationForm(form({ address: ' Kingdom Centre, Riyadh ', lat: '24.7114', lng: '46.6744' }))).toEqual({
      address: 'Kingdom Centre, Riyadh',
      lat: 24.7114,
      lng: 46.6744,
    });
  });

  it('refuses missing, empty or out-of-range fields', () => {
    expect(parseLocationForm(form({ lat: '24.7', lng: '46.6' }))).toBeNull();
    expect(parseLocationForm(form({ address: 'x', lat: '', lng: '46.6' }))).toBeNull();
    expect(parseLocationForm(form({ address: 'x', lat: '91', lng: '46.6' }))).toBeNull();
    expect(parseLocationForm(form({ address: 'x', lat: '24', lng: 'east' }))).toBeNull();
  });

  it('cuts an overlong address to 300 characters', () => {
    expect(parseLocationForm(form({ address: 'a'.repeat(1000), lat: '1', lng: '2' }))!.address).toHaveLength(300);
  });
});
