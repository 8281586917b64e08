import { screen } from '@testing-library/react';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { CalendarioPage } from '../../../src/custom/calendario/CalendarioPage';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { LOAD, names, ROUTE, waitingLines } from './calendarHarness';

afterEach(() => vi.useRealTimers());

describe('Pedidos não agendados: past days inside the 8 days', { timeout: 30_000 }, () => {
  it('today 24/11/2026, a line expected on 26/11/2026 with no free day: the past weekdays and today are unavailable, not "sem disponibilidade"', async () => {
    fixToday('2026-11-24T09:00');
    await mockControl.reset();
    const line = waitingLines()[0];
    line.expectedDeliveryDate = '2026-11-26T00:00:00';
    for (const slot of db.tables.scheduleCapacity) {
      if (slot.branchId === line.branchId && (slot.day === '2026-11-25' || slot.day === '2026-11-26')) slot.capacity = 0;
    }

    await renderScreenAs('moveis', <CalendarioPage />, ROUTE);
    const card = await screen.findByLabelText(`Pedido ${line.purchaseOrderId}, produto ${line.productId}`, { selector: 'article' }, LOAD);
    const none = 'sem disponibilidade: Sem datas disponíveis até a data prevista de entrega. Fale com o comprador.';
    expect(names(card)).toEqual([
      '19/11/2026, indisponível',
      '20/11/2026, indisponível',
      '21/11/2026, indisponível',
      '22/11/2026, indisponível',
      '23/11/2026, indisponível',
      '24/11/2026, indisponível',
      `25/11/2026, ${none}`,
      `26/11/2026, ${none}`,
    ]);
  });
});
