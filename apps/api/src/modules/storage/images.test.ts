import { describe, expect, it } from 'vitest';
import { glyphOf, labelOf, renderGeneratedImage } from './images.ts';

describe('generated catalog pictures', () => {
  it('label the picture with the name, without gallery numbers or logo/cover suffixes', () => {
    expect(labelOf('classic-smash-burger-2.svg')).toBe('Classic Smash Burger');
    expect(labelOf('paracetamol-500.svg')).toBe('Paracetamol 500');
    expect(labelOf('najdi-table-logo.svg')).toBe('Najdi Table');
    expect(labelOf('najdi-table-cover.svg')).toBe('Najdi Table');
  });

  it('draw what the name is about: a burger is a burger even when it is a chicken burger', () => {
    const svg = renderGeneratedImage('product', 'crispy-chicken-burger.svg')!;
    expect(glyphOf('crispy-chicken-burger.svg')).toBe(glyphOf('classic-smash-burger.svg'));
    expect(glyphOf('crispy-chicken-burger.svg')).not.toBe(glyphOf('chicken-kabsa.svg'));
    expect(glyphOf('najdi-table-logo.svg')).not.toBeNull();
    expect(svg).toContain(glyphOf('crispy-chicken-burger.svg'));
    expect(svg).toContain('>Crispy Chicken Burger</text>');
  });

  it('make covers and banners wide', () => {
    expect(renderGeneratedImage('store/cover', 'najdi-table-cover.svg')).toContain('viewBox="0 0 1200 400"');
    expect(renderGeneratedImage('product', 'bananas.svg')).toContain('viewBox="0 0 400 400"');
  });
});
