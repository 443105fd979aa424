import { describe, expect, it } from 'vitest';
import { labelBox, roadLabelSpot, uncoveredLabels } from './labels.ts';

const view = { left: 0, top: 0, right: 400, bottom: 300 };

describe('a road name’s spot', () => {
  it('sits on the middle of the part of the road in view, along the road', () => {
    // A road entering on the left and leaving on the right: only 0–400 is visible.
    const spot = roadLabelSpot(
      [
        { x: -200, y: 150 },
        { x: 600, y: 150 },
      ],
      view,
      80,
    )!;
    expect(spot).toEqual({ x: 200, y: 150, angle: 0 });
  });

  it('is never upside down: a road drawn right to left reads left to right', () => {
    const spot = roadLabelSpot(
      [
        { x: 300, y: 200 },
        { x: 100, y: 100 },
      ],
      view,
      50,
    )!;
    expect(spot.angle).toBeCloseTo(26.57, 1);
  });

  it('takes the longest stretch in view when the road leaves and comes back', () => {
    const spot = roadLabelSpot(
      [
        { x: 10, y: 50 },
        { x: 60, y: 50 }, // 50 px in view
        { x: 60, y: -100 }, // out
        { x: 100, y: -100 },
        { x: 100, y: 250 }, // back in, 250 px down
      ],
      view,
      60,
    )!;
    expect(spot.x).toBeCloseTo(100, 6);
    expect(spot.y).toBeCloseTo(125, 6);
    expect(Math.abs(spot.angle)).toBe(90);
  });

  it('is none when the road shows less than the name’s width, or not at all', () => {
    const short = [
      { x: 380, y: 10 },
      { x: 450, y: 10 },
    ];
    expect(roadLabelSpot(short, view, 40)).toBeNull();
    expect(
      roadLabelSpot(
        [
          { x: -50, y: -50 },
          { x: -10, y: 500 },
        ],
        view,
        10,
      ),
    ).toBeNull();
  });
});

describe('labels that fit', () => {
  it('keeps the first of two overlapping names and any that cover nothing', () => {
    const kept = uncoveredLabels([
      { id: 'mall', box: labelBox({ x: 100, y: 100 }, 80, 16) },
      { id: 'tower', box: labelBox({ x: 130, y: 105 }, 80, 16) },
      { id: 'park', box: labelBox({ x: 300, y: 100 }, 60, 16) },
    ]);
    expect([...kept]).toEqual(['mall', 'park']);
  });

  it('measures a turned name by the upright box around it', () => {
    const box = labelBox({ x: 0, y: 0 }, 100, 10, 90);
    expect(box.right - box.left).toBeCloseTo(10, 6);
    expect(box.bottom - box.top).toBeCloseTo(100, 6);
  });
});
