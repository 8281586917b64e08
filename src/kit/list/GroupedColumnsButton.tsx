import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import type { ColumnGroup } from './columnGroups';

export interface GroupedColumnsButtonProps {
  groups: readonly ColumnGroup[];
  /** The hidden-columns store key the table reads (its DataTable `storeKey`). */
  storeKey: string;
  /** The columns hidden until the user chooses (the table's `hiddenColumns`). */
  defaultHidden: readonly string[];
  /** i18n key or text of the button. */
  label: string;
  /** i18n key or text of the chooser's heading. */
  title: string;
}

/**
 * A column chooser by group: each group's box shows or hides all of its columns (half-ticked when some show), each
 * column's box itself; 'Redefinir' goes back to the default columns. Writes the store the DataTable reads.
 */
export function GroupedColumnsButton({ groups, storeKey, defaultHidden, label, title }: GroupedColumnsButtonProps) {
  const translate = useTranslate();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hidden, setHidden] = useStore<string[]>(storeKey, [...defaultHidden]);
  const text = (key: string) => translate(key, { _: key });

  const show = (sources: readonly string[], visible: boolean) =>
    setHidden(visible ? hidden.filter((source) => !sources.includes(source)) : [...new Set([...hidden, ...sources])]);

  return (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        {text(label)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { p: 2, maxWidth: 960 } } }}
      >
        <Typography id={headingId} variant="subtitle1" component="h2" gutterBottom>
          {text(title)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, minWidth: { sm: 600 } }}>
          {groups.map((group) => {
            const sources = group.columns.map((column) => column.source);
            const shown = sources.filter((source) => !hidden.includes(source)).length;
            const groupLabel = text(group.label);
            return (
              <FormGroup key={group.label} role="group" aria-label={groupLabel}>
                <FormControlLabel
                  label={<strong>{groupLabel}</strong>}
                  control={
                    <Checkbox
                      checked={shown === sources.length}
                      indeterminate={shown > 0 && shown < sources.length}
                      onChange={(event) => show(sources, event.target.checked)}
                    />
                  }
                />
                {group.columns.map((column) => (
                  <FormControlLabel
                    key={column.source}
                    sx={{ pl: 3 }}
                    label={text(column.label)}
                    control={<Checkbox size="small" checked={!hidden.includes(column.source)} onChange={(event) => show([column.source], event.target.checked)} />}
                  />
                ))}
              </FormGroup>
            );
          })}
        </Box>
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Button size="small" onClick={() => setHidden([...defaultHidden])}>
            {translate('ra.action.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
