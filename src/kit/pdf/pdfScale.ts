/** Zoom steps of the viewer's buttons (1 = the page's own size). */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const MIN_ZOOM = ZOOM_LEVELS[0];
const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
const EPSILON = 0.001;

/** Largest canvas some mobile browsers draw (iOS Safari: 4096 × 4096); bigger ones stay blank. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The scale at which a page fills the available width; 1 while the width is unknown (not laid out yet). */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  return availableWidth > 0 && pageWidth > 0 ? clampZoom(availableWidth / pageWidth) : 1;
}

export function zoomIn(scale: number): number {
  return ZOOM_LEVELS.find((level) => level > scale + EPSILON) ?? MAX_ZOOM;
}

export function zoomOut(scale: number): number {
  return ZOOM_LEVELS.findLast((level) => level < scale - EPSILON) ?? MIN_ZOOM;
}

export const canZoomIn = (scale: number) => scale < MAX_ZOOM - EPSILON;
export const canZoomOut = (scale: number) => scale > MIN_ZOOM + EPSILON;

/** Backing-store pixels per CSS pixel: the screen's ratio, lowered when the canvas would pass the size browsers draw. */
export function canvasPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const limit = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight));
  return Math.min(devicePixelRatio, limit);
}
