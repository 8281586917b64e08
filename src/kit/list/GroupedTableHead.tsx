import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Children, isValidElement } from 'react';
import {
  DataTableClasses,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableStoreContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
  type DataTableHeadProps,
} from 'react-admin';
import { groupSpans, useColumnGroups } from './columnGroups';

/** The key a DataTable column is hidden by: its source, else its text label (react-admin's own rule). */
const columnKey = (child: unknown): string | undefined => {
  if (!isValidElement<DataTableColumnProps>(child)) return undefined;
  const { source, label } = child.props;
  return source ?? (typeof label === 'string' ? label : undefined);
};

/**
 * A DataTable `head` with a row of group headers (ColumnGroupsContext) above the columns' own header row; each group
 * spans its visible columns, so hiding columns narrows their group and a group with none left disappears.
 */
export function GroupedTableHead({ children, className, sx }: DataTableHeadProps) {
  const translate = useTranslate();
  const groups = useColumnGroups();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const { expand, hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectable = hasBulkActions && Boolean(handleToggleItem);
  const spans = groupSpans(Children.toArray(children).map(columnKey), groups, hidden ?? [], (expand ? 1 : 0) + (selectable ? 1 : 0));

  return (
    <TableHead className={[className, DataTableClasses.thead].filter(Boolean).join(' ')} sx={sx}>
      <TableRow className={DataTableClasses.row}>
        {spans.map(({ group, span }, index) => (
          <TableCell
            key={index}
            colSpan={span}
            variant="head"
            align="center"
            className={DataTableClasses.headerCell}
            sx={{ fontWeight: 'bold', borderLeft: index > 0 ? 1 : 0, borderColor: 'divider', bgcolor: group === undefined ? undefined : 'action.hover' }}
          >
            {group === undefined ? null : translate(groups[group].label, { _: groups[group].label })}
          </TableCell>
        ))}
      </TableRow>
      <TableRow className={[DataTableClasses.row, DataTableClasses.headerRow].join(' ')}>
        {expand && <TableCell padding="none" variant="head" className={DataTableClasses.headerCell} />}
        {selectable && (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPageCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </TableHead>
  );
}
