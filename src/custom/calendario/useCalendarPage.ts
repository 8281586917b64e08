import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { toldElsewhere } from '../../dataProviders/core/errors';
import type { PedidosProvider } from '../../dataProviders/pedidos';
import { enqueueSnackbar } from '../../kit/snackbar/queue';
import { CALENDAR_PAGE_SIZE } from './timelineModel';

/**
 * One page (1-based) of the supplier's lines waiting for a date, with their available days. `generation` forces a
 * fresh load (the reload after scheduling). A failed load says 'Erro ao carregar dados!' once, as it happens.
 */
export function useCalendarPage(personId: number | undefined, page: number, generation: number) {
  const dataProvider = useCustomMethods<PedidosProvider>();
  const translate = useTranslate();
  return useQuery({
    queryKey: ['pedidosPendentes', 'calendarPage', personId, page, generation],
    queryFn: async () => {
      try {
        return await dataProvider.calendarPage('pedidosPendentes', { personId, page, perPage: CALENDAR_PAGE_SIZE });
      } catch (error) {
        if (!toldElsewhere(error)) {
          enqueueSnackbar(translate('app.errors.loadFailure'), { type: 'error', urgent: true });
        }
        throw error;
      }
    },
    enabled: personId !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
