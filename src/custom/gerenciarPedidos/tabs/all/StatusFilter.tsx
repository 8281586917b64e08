import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext, useTranslate } from 'react-admin';
import { ORDER_STATUS_FILTERS, type OrderFilter, type OrderStatusFilter } from '../../orderManagement';

const TEXT = 'pages.gerenciarPedidos.all';

/** The status filter: T Todos (default), P Confirmação Pendente, C Agendamento Confirmado, R Agendamento Recusado, E Entrega Concluída. */
export function StatusFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as OrderFilter;
  return (
    <TextField
      select
      size="small"
      label={translate(`${TEXT}.status`)}
      value={filter.statusSciaIs ?? 'T'}
      onChange={(event) => setFilters({ ...filter, statusSciaIs: event.target.value as OrderStatusFilter })}
      sx={{ minWidth: 220 }}
    >
      {ORDER_STATUS_FILTERS.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${TEXT}.statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
