import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CELL_COLORS } from './cellColors';
import type { CellType } from './timelineModel';

const ENTRIES: [CellType, string][] = [
  [1, 'available'],
  [2, 'unavailable'],
  [3, 'noAvailability'],
  [4, 'chosen'],
];

/** What each cell colour means. */
export function CellLegend() {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('pages.calendario.legend.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
      {ENTRIES.map(([type, key]) => (
        <Box component="li" key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: CELL_COLORS[type].border, bgcolor: CELL_COLORS[type].background }} />
          <Typography variant="body2">{translate(`pages.calendario.legend.${key}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
