import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, canZoomIn, canZoomOut, fitWidthScale, ZOOM_LEVELS, zoomIn, zoomOut } from '../../../src/kit/pdf/pdfScale';

describe('fitWidthScale', () => {
  it('makes the page as wide as the room for it', () => {
    expect(fitWidthScale(375, 600)).toBe(0.625);
    expect(fitWidthScale(1200, 600)).toBe(2);
  });
  it('stays within the zoom range', () => {
    expect(fitWidthScale(50, 600)).toBe(0.25);
    expect(fitWidthScale(10_000, 600)).toBe(4);
  });
  it('is 1 while the width is unknown', () => {
    expect(fitWidthScale(0, 600)).toBe(1);
    expect(fitWidthScale(-16, 600)).toBe(1);
  });
});

describe('zoom steps', () => {
  it('go to the next level from any scale', () => {
    expect(zoomIn(0.625)).toBe(0.75);
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(0.625)).toBe(0.5);
    expect(zoomOut(1)).toBe(0.75);
  });
  it('stop at the ends', () => {
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.25)).toBe(0.25);
    expect([canZoomIn(4), canZoomOut(0.25), canZoomIn(3.9), canZoomOut(0.3)]).toEqual([false, false, true, true]);
  });
  it('walk every level', () => {
    const up: number[] = [];
    for (let scale: number = ZOOM_LEVELS[0]; canZoomIn(scale); ) up.push((scale = zoomIn(scale)));
    expect(up).toEqual(ZOOM_LEVELS.slice(1));
  });
});

describe('canvasPixelRatio', () => {
  it('uses the screen ratio for a normal page', () => {
    expect(canvasPixelRatio(375, 500, 3)).toBe(3);
    expect(canvasPixelRatio(600, 800, 1)).toBe(1);
  });
  it('lowers it so that the canvas stays within 4096 × 4096 pixels', () => {
    const ratio = canvasPixelRatio(2400, 3200, 3);
    expect(ratio).toBeLessThan(3);
    expect(2400 * ratio * 3200 * ratio).toBeLessThanOrEqual(4096 * 4096 + 1);
  });
});
