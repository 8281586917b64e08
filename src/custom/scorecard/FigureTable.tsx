import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from '../../kit/layout/visuallyHidden';
import { figureValue, monthLabel } from './figureFormat';
import type { FigureKey, FigureSeries } from './scorecard';

/** A figure's chart as a table: each month with the supplier's value and the category's median. */
export function FigureTable({ figure, series, months }: { figure: FigureKey; series: FigureSeries; months: readonly string[] }) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`pages.scorecard.${key}`, options);
  return (
    <Table size="small" sx={VISUALLY_HIDDEN}>
      <caption>{text('tableCaption', { figure: text(`figures.${figure}`) })}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{text('month')}</TableCell>
          <TableCell component="th" scope="col">{text('supplierSeries')}</TableCell>
          <TableCell component="th" scope="col">{text('median')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {months.map((month, index) => (
          <TableRow key={month}>
            <TableCell component="th" scope="row">{monthLabel(month)}</TableCell>
            <TableCell>{figureValue(figure, series.values[index], translate)}</TableCell>
            <TableCell>{figureValue(figure, series.medians[index], translate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
