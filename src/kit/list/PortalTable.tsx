import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataTable,
  DataTableClasses,
  useListContextWithProps,
  useTranslate,
  type DataTableColumnProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { usePreferenceKey } from './preferenceKey';
import { useKeyboardScroll } from './useKeyboardScroll';
import { TruncatedTextField } from './TruncatedTextField';

/** Column choices are stored under PortalList's `preferenceKey`: the table takes no key of its own. */
export type PortalTableProps<RecordType extends RaRecord = RaRecord> = Omit<DataTableProps<RecordType>, 'storeKey'>;

/**
 * A table wider than the screen (a phone) scrolls sideways inside its own box instead of widening the page:
 * inline-size containment keeps the table's width out of the page's own sizing.
 */
const SCROLL_IN_OWN_BOX: SxProps<Theme> = {
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto', contain: 'inline-size' },
};

/**
 * The list's own progress while its rows load (the first load, a new page, filter or sort), from the first moment:
 * the app bar's small spinner alone leaves a slow list looking empty. Its line is kept when idle, so the table
 * does not move when the bar comes and goes.
 */
function ListProgress({ loading }: { loading: boolean }) {
  const translate = useTranslate();
  return <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('app.loading')} />}</Box>;
}

/**
 * react-admin's DataTable with the portal's conventions: no bulk actions (no checkboxes) unless asked for,
 * 'Nenhum registro encontrado' (or the load failure) when empty, column choices under PortalList's key, a progress
 * bar above the rows while they load.
 */
export function PortalTable<RecordType extends RaRecord = RaRecord>({
  bulkActionButtons = false,
  empty = <ListEmpty />,
  sx,
  ...rest
}: PortalTableProps<RecordType>) {
  const storeKey = usePreferenceKey();
  const { isFetching, isPending, error } = useListContextWithProps<RecordType>(rest);
  // Pending also covers the wait before the call (react-admin's session and access checks); a failed first load
  // has no rows and is pending still, but nothing is coming.
  const loading = Boolean(isFetching || (isPending && !error));
  const scrollRef = useKeyboardScroll<HTMLDivElement>(`.${DataTableClasses.tableWrapper}`);
  // One box, so a stack around the table spaces it as one item.
  return (
    <Box ref={scrollRef}>
      <ListProgress loading={loading} />
      <DataTable<RecordType>
        bulkActionButtons={bulkActionButtons}
        empty={empty}
        storeKey={storeKey}
        sx={[SCROLL_IN_OWN_BOX, ...(Array.isArray(sx) ? sx : [sx])]}
        {...rest}
      />
    </Box>
  );
}

/** A column's `cellSx` for values that read wrong when broken, as an amount ('R$' above its digits). */
export const ONE_LINE_CELL = () => ({ whiteSpace: 'nowrap' }) as const;

/** DataTable.Col; a plain text column (a source and nothing to render it) shows at most 150 characters. */
function PortalTableCol<RecordType extends RaRecord = RaRecord>(props: DataTableColumnProps<RecordType>) {
  const { source, children, render, field } = props;
  if (source && children === undefined && !render && !field) {
    return (
      <DataTable.Col<RecordType> {...props}>
        <TruncatedTextField source={source} />
      </DataTable.Col>
    );
  }
  return <DataTable.Col<RecordType> {...props} />;
}

PortalTable.Col = PortalTableCol;
PortalTable.NumberCol = DataTable.NumberCol;
