import { createContext, useContext } from 'react';

/** One column of a grouped table: its source (the column's key in the hidden-columns store) and its label. */
export interface GroupedColumn {
  source: string;
  /** i18n key or text. */
  label: string;
}

/** A group of adjacent columns under one header ('Data', 'Valores'…). */
export interface ColumnGroup {
  /** i18n key or text. */
  label: string;
  columns: readonly GroupedColumn[];
}

/** The groups GroupedTableHead draws above a DataTable's own header row. */
export const ColumnGroupsContext = createContext<readonly ColumnGroup[]>([]);

export function useColumnGroups(): readonly ColumnGroup[] {
  return useContext(ColumnGroupsContext);
}

/** One header cell of the group row: `group` is the index of its group, undefined over columns of no group. */
export interface GroupSpan {
  group: number | undefined;
  span: number;
}

/**
 * The group row's cells over the visible columns, in their order: adjacent columns of one group share a cell;
 * `leading` cells (selection checkbox, expand button) and columns of no group get cells without a label.
 */
export function groupSpans(columnKeys: readonly (string | undefined)[], groups: readonly ColumnGroup[], hidden: readonly string[], leading = 0): GroupSpan[] {
  const groupOf = new Map(groups.flatMap((group, index) => group.columns.map((column): [string, number] => [column.source, index])));
  const spans: GroupSpan[] = leading > 0 ? [{ group: undefined, span: leading }] : [];
  for (const key of columnKeys) {
    if (key !== undefined && hidden.includes(key)) continue;
    const group = key === undefined ? undefined : groupOf.get(key);
    const last = spans[spans.length - 1];
    if (last && last.group === group) last.span += 1;
    else spans.push({ group, span: 1 });
  }
  return spans;
}
