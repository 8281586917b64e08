import useMediaQuery from '@mui/material/useMediaQuery';

export const DRAWER_WIDTH = 220;

/**
 * For createTheme({ breakpoints }). MUI needs ascending, distinct values, so these stay MUI's
 * defaults; the spec's three layout sizes (small < 600, medium 600–1199, large ≥ 1200) come
 * from useLayoutSize, not from md.
 */
export const breakpoints = {
  values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
} as const;

export const SMALL_QUERY = '(max-width:599.95px)';
export const LARGE_QUERY = '(min-width:1200px)';

export type LayoutSize = 'small' | 'medium' | 'large';

export function useLayoutSize(): LayoutSize {
  // noSsr: read the real width on the first render instead of flashing the default layout.
  const small = useMediaQuery(SMALL_QUERY, { noSsr: true });
  const large = useMediaQuery(LARGE_QUERY, { noSsr: true });
  if (small) return 'small';
  return large ? 'large' : 'medium';
}
