import { describe, expect, it } from 'vitest';
import { labelBox, roadLabelSpots, uncoveredLabels } from './labels.ts';

const view = { left: 0, top: 0, right: 400, bottom: 300 };

describe('a road name’s spot', () => {
  it('sits on the middle of the part of the road in view, else a quarter from either end', () => {
    // A road entering on the left and leaving on the right: only 0–400 is visible.
    const spots = roadLabelSpots(
      [
        { x: -200, y: 150 },
        { x: 600, y: 150 },
      ],
      view,
      80,
    );
    expect(spots).toEqual([
      { x: 200, y: 150, angle: 0 },
      { x: 100, y: 150, angle: 0 },
      { x: 300, y: 150, angle: 0 },
    ]);
    // A name nearly as long as the road in view fits only in the middle.
    expect(
      roadLabelSpots(
        [
          { x: -200, y: 150 },
          { x: 600, y: 150 },
        ],
        view,
        300,
      ),
    ).toHaveLength(1);
  });

  it('is never upside down: a road drawn right to left reads left to right', () => {
    const [spot] = roadLabelSpots(
      [
        { x: 300, y: 200 },
        { x: 100, y: 100 },
      ],
      view,
      50,
    );
    expect(spot.angle).toBeCloseTo(26.57, 1);
  });

  it('takes the longest stretch in view when the road leaves and comes back', () => {
    const [spot] = roadLabelSpots(
      [
        { x: 10, y: 50 },
        { x: 60, y: 50 }, // 50 px in view
        { x: 60, y: -100 }, // out
        { x: 100, y: -100 },
        { x: 100, y: 250 }, // back in, 250 px down
      ],
      view,
      60,
    );
    expect(spot.x).toBeCloseTo(100, 6);
    expect(spot.y).toBeCloseTo(125, 6);
    expect(Math.abs(spot.angle)).toBe(90);
  });

  it('is none when the road shows less than the name’s width, or not at all', () => {
    const short = [
      { x: 380, y: 10 },
      { x: 450, y: 10 },
    ];
    expect(roadLabelSpots(short, view, 40)).toEqual([]);
    expect(
      roadLabelSpots(
        [
          { x: -50, y: -50 },
          { x: -10, y: 500 },
        ],
        view,
        10,
      ),
    ).toEqual([]);
  });
});

describe('labels that fit', () => {
  it('keeps the first of two overlapping names and any that cover nothing', () => {
    const kept = uncoveredLabels([
      { id: 'mall', boxes: [labelBox({ x: 100, y: 100 }, 80, 16)] },
      { id: 'tower', boxes: [labelBox({ x: 130, y: 105 }, 80, 16)] },
      { id: 'park', boxes: [labelBox({ x: 300, y: 100 }, 60, 16)] },
    ]);
    expect([...kept]).toEqual([
      ['mall', 0],
      ['park', 0],
    ]);
  });

  it('moves a name to its next place when the first is taken', () => {
    const kept = uncoveredLabels([
      { id: 'tower', boxes: [labelBox({ x: 200, y: 150 }, 80, 16)] },
      {
        id: 'road',
        boxes: [labelBox({ x: 200, y: 150 }, 100, 16), labelBox({ x: 100, y: 150 }, 100, 16)],
      },
    ]);
    expect(kept.get('road')).toBe(1);
  });

  it('measures a turned name by the upright box around it', () => {
    const box = labelBox({ x: 0, y: 0 }, 100, 10, 90);
    expect(box.right - box.left).toBeCloseTo(10, 6);
    expect(box.bottom - box.top).toBeCloseTo(100, 6);
  });
});
