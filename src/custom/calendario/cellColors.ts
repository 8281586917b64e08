import type { CellType } from './timelineModel';

/**
 * The cell colours of the spec (1 light green, 2 grey, 3 red, 4 dark green), each with a text colour that keeps
 * WCAG AA contrast in both themes.
 */
export const CELL_COLORS: Record<CellType, { background: string; color: string; border: string }> = {
  1: { background: '#c8e6c9', color: '#1b3d1e', border: '#66bb6a' },
  2: { background: '#e0e0e0', color: '#424242', border: '#bdbdbd' },
  3: { background: '#ffcdd2', color: '#8e1b1b', border: '#e57373' },
  4: { background: '#1b5e20', color: '#ffffff', border: '#0d3b10' },
};
