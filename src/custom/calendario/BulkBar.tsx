import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SameDayDialog } from './SameDayDialog';
import type { Day } from './timelineModel';

export interface BulkBarProps {
  /** Lines on this page, and how many of them are checked. */
  rows: number;
  checked: number;
  disabled: boolean;
  onCheckAll: (checked: boolean) => void;
  onFirstForEach: () => void;
  onSameForAll: (day: Day) => void;
  /** The page's own action at the bar's end ('Agendar'), which so stays on screen without covering a line. */
  action?: ReactNode;
}

/** react-admin's app bar: 56 px on a phone, dense (48 px) from 600 px; it hides while the page scrolls down. */
const APP_BAR_HEIGHT = { xs: 56, sm: 48 };

/**
 * Many lines at once: 'select all on this page', then the first available day of each or one day for all. The bar
 * sticks below the app bar (at the top while the app bar is hidden), so that lines ticked further down keep their
 * buttons on screen.
 */
export function BulkBar({ rows, checked, disabled, onCheckAll, onFirstForEach, onSameForAll, action }: BulkBarProps) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  // The same trigger as the app bar's HideOnScroll.
  const appBarHidden = useScrollTrigger();
  const text = (key: string, vars?: Record<string, number>) => translate(`pages.calendario.bulk.${key}`, vars);
  return (
    <Box
      data-testid="calendar-bulk-bar"
      sx={{
        position: 'sticky',
        top: appBarHidden ? 0 : APP_BAR_HEIGHT,
        // Moves with the app bar's own slide (MUI's Slide: out 'sharp' while leaving, in 'easeOut' while entering), so
        // that it never passes under the bar on its way.
        transition: (theme) =>
          appBarHidden
            ? theme.transitions.create('top', { duration: theme.transitions.duration.leavingScreen, easing: theme.transitions.easing.sharp })
            : theme.transitions.create('top', { duration: theme.transitions.duration.enteringScreen, easing: theme.transitions.easing.easeOut }),
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <FormControlLabel
        label={text('selectPage')}
        disabled={disabled || rows === 0}
        control={
          <Checkbox checked={rows > 0 && checked === rows} indeterminate={checked > 0 && checked < rows} onChange={(event) => onCheckAll(event.target.checked)} />
        }
      />
      {checked > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {text('selected', { count: checked })}
          </Typography>
          <Button variant="outlined" size="small" disabled={disabled} onClick={onFirstForEach}>
            {text('firstForEach')}
          </Button>
          <Button variant="outlined" size="small" disabled={disabled} onClick={() => setPicking(true)}>
            {text('sameForAll')}
          </Button>
        </>
      )}
      {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      {picking && (
        <SameDayDialog
          open
          onCancel={() => setPicking(false)}
          onApply={(day) => {
            setPicking(false);
            onSameForAll(day);
          }}
        />
      )}
    </Box>
  );
}
