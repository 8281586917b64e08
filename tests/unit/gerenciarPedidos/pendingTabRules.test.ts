import type { ScheduleSummary } from '../../../src/custom/gerenciarPedidos/orderManagement';
import { refusalBranches, selectAllState, withChoice } from '../../../src/custom/gerenciarPedidos/tabs/pending/usePendingTab';
import { scheduleSummaryOf } from '../../../src/dataProviders/gerenciarPedidos/wire';

const schedule = (purchaseOrderId: number, branchId: number): ScheduleSummary => ({
  purchaseOrderId,
  branchId,
  branchDeliveryId: branchId,
  branchName: `Filial ${branchId}`,
  scheduleDate: '2026-11-26T00:00:00',
  expectedDeliveryDate: '2026-11-27T00:00:00',
  scheduleChanged: false,
  daysToConfirm: 2,
});

describe("tab 1's rules (usePendingTab)", () => {
  it('chooses and unchooses a card by its schedule key, leaving the rest', () => {
    const a = schedule(1, 40);
    const b = schedule(2, 41);
    const both = withChoice(withChoice(new Map(), a, true), b, true);
    expect([...both.keys()]).toEqual(['1:40:2026-11-26', '2:41:2026-11-26']);
    expect([...withChoice(both, a, false).keys()]).toEqual(['2:41:2026-11-26']);
  });

  it('select all is ticked when every schedule is chosen, half-ticked when some are', () => {
    expect(selectAllState(0, 0)).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(2, 5)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(5, 5)).toEqual({ checked: true, indeterminate: false });
  });

  it("a refusal's new date suits the chosen items' branches, else the chosen schedules'", () => {
    expect(refusalBranches({ kind: 'schedules' }, [schedule(1, 40), schedule(2, 41)])).toEqual([40, 41]);
    expect(refusalBranches({ kind: 'items', items: [{ branchId: 7 } as never] }, [schedule(1, 40)])).toEqual([7]);
  });

  it('the provider maps the wire flags to domain names', () => {
    const wire = { ...schedule(1, 40), totalRows: 3, IN_ALTEROU_AGENDA: 'S' as const, QT_DIAS_PRAZO: 0 };
    const { scheduleChanged: _c, daysToConfirm: _d, ...rest } = wire;
    expect(scheduleSummaryOf(rest)).toEqual({ ...schedule(1, 40), scheduleChanged: true, daysToConfirm: 0 });
  });
});
