import { figuresOf, median, monthsUpTo, outcomesOfLine, scorecardReport } from '../../../mocks/scorecard/figures';
import type { ScheduleOutcomeRecord } from '../../../mocks/scorecard/seed';
import { supplierHistory } from '../../../mocks/scorecard/seed';
import type { PessoaRecord } from '../../../mocks/db/tables';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';

/** A schedule delivered whole on its day unless told otherwise. */
const outcome = (fields: Partial<ScheduleOutcomeRecord>): ScheduleOutcomeRecord => ({
  supplierId: 1000001,
  dueDay: '2026-03-10',
  deliveredDay: fields.dueDay ?? '2026-03-10',
  quantity: 10,
  deliveredQuantity: 10,
  amount: 1000,
  changedLate: false,
  ...fields,
});

const person = (codigo: string, supplierType: 'M' | 'A' | null): PessoaRecord =>
  ({ codigo, nome: `Fornecedor ${codigo}`, supplierType }) as PessoaRecord;

describe("the scorecard mock's arithmetic", () => {
  it('OTIF, deliveries on time, both discounts and the mean delay of a set of schedules', () => {
    const rows = [
      outcome({}), // on time, in full
      outcome({ deliveredDay: '2026-03-09' }), // early counts as on time
      outcome({ deliveredQuantity: 4 }), // on time, short: not OTIF
      outcome({ deliveredDay: '2026-03-13' }), // 3 days late
      outcome({ deliveredDay: '2026-03-17', changedLate: true, amount: 2500 }), // 7 days late, moved late
      outcome({ deliveredDay: null, deliveredQuantity: 0, amount: 1234.56 }), // no-show
      outcome({ deliveredDay: null, deliveredQuantity: 0, amount: 800, changedLate: true }), // no-show, moved late
      outcome({ changedLate: true, amount: 333.33 }),
    ];
    expect(figuresOf(rows)).toEqual({
      OTIF: 37.5, // 3 of 8 on time and in full
      ENTREGAS_NO_PRAZO: 4,
      DESCONTO_NO_SHOW: 40.69, // 2% of 2,034.56
      DESCONTO_ALTERACAO_TARDIA: 36.33, // 1% of 3,633.33
      DIAS_ATRASO: 5,
    });
  });

  it('a month without schedules has no OTIF and zero for the rest', () => {
    expect(figuresOf([])).toEqual({ OTIF: null, ENTREGAS_NO_PRAZO: 0, DESCONTO_NO_SHOW: 0, DESCONTO_ALTERACAO_TARDIA: 0, DIAS_ATRASO: 0 });
  });

  it('median: the middle value, the mean of the two middle ones, nulls left out', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([null, 2, null])).toBe(2);
    expect(median([null])).toBeNull();
    expect(median([1.111, 2.222])).toBe(1.67);
  });

  it('the 12 months up to the current one, oldest first', () => {
    const months = monthsUpTo(new Date(2026, 2, 10));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });

  it('from the order store: a delivered line against its original date, a confirmed one past its day as a no-show', () => {
    const line = {
      personId: 1000001,
      stage: 'A',
      status: 'E',
      scheduleDate: '2026-03-12T00:00:00',
      deliveryDateOrigin: '2026-03-10T00:00:00',
      itemQuantity: 6,
      quantityDelivery: 6,
      amount: 900,
    } as OrderLineRecord;
    expect(outcomesOfLine(line, '2026-03-20')).toEqual(
      outcome({ dueDay: '2026-03-10', deliveredDay: '2026-03-12', quantity: 6, deliveredQuantity: 6, amount: 900 }),
    );
    const confirmed = { ...line, status: 'C', quantityDelivery: 0 } as OrderLineRecord;
    expect(outcomesOfLine(confirmed, '2026-03-20')).toEqual(outcome({ dueDay: '2026-03-12', deliveredDay: null, quantity: 6, deliveredQuantity: 0, amount: 900 }));
    expect(outcomesOfLine(confirmed, '2026-03-12')).toBeUndefined();
    expect(outcomesOfLine({ ...line, status: 'P' } as OrderLineRecord, '2026-03-20')).toBeUndefined();
    expect(outcomesOfLine({ ...line, stage: 'N', status: null } as OrderLineRecord, '2026-03-20')).toBeUndefined();
  });

  it("a supplier's report: its own months, and the median of its category's suppliers only", () => {
    const tables = {
      pessoas: [person('1000001', 'M'), person('1000004', 'M'), person('1000005', 'M'), person('2000001', 'A'), person('0000001', null)],
      orderLines: [],
      scorecardOutcomes: [
        outcome({ dueDay: '2026-03-02' }),
        outcome({ dueDay: '2026-03-03', deliveredDay: null, deliveredQuantity: 0 }),
        outcome({ supplierId: 1000004, dueDay: '2026-03-02', deliveredDay: '2026-03-04' }),
        outcome({ supplierId: 1000005, dueDay: '2026-02-02' }),
        outcome({ supplierId: 1000005, dueDay: '2026-03-05' }),
        // Another category: not in the median.
        outcome({ supplierId: 2000001, dueDay: '2026-03-02', deliveredDay: null, deliveredQuantity: 0 }),
        // Outside the 12 months, and after today.
        outcome({ dueDay: '2025-03-31' }),
        outcome({ dueDay: '2026-03-11' }),
      ],
    };
    const report = scorecardReport(tables, 1000001, new Date(2026, 2, 10, 9));
    expect(report.categoria).toBe('M');
    expect(report.meses.at(-1)).toBe('2026-03');
    const otif = report.indicadores.OTIF;
    expect(otif.valores.at(-1)).toBe(50);
    expect(otif.valores.at(-2)).toBeNull();
    // March: 1000001 50, 1000004 0, 1000005 100; February: only 1000005.
    expect(otif.medianas.at(-1)).toBe(50);
    expect(otif.medianas.at(-2)).toBe(100);
    expect(otif.periodo).toBe(50);
    expect(otif.medianaPeriodo).toBe(50);
    expect(report.indicadores.DESCONTO_NO_SHOW.periodo).toBe(20);
    expect(report.indicadores.DESCONTO_NO_SHOW.medianaPeriodo).toBe(0);
    expect(report.indicadores.DIAS_ATRASO.medianas.at(-1)).toBe(0);
    expect(JSON.stringify(report)).not.toContain('1000004');
  });

  it('the seeded history is the same on every start and lies in the year before the seed day', () => {
    const seedDay = new Date(2026, 2, 10);
    const history = supplierHistory(1000001, seedDay);
    expect(supplierHistory(1000001, seedDay)).toEqual(history);
    expect(history.length).toBeGreaterThan(40);
    expect(history.every((row) => row.dueDay >= '2025-03-03' && row.dueDay <= '2026-03-09')).toBe(true);
    expect(history.some((row) => row.dueDay >= '2026-02-01')).toBe(true);
    expect(history.some((row) => row.deliveredDay === null)).toBe(true);
    expect(history.some((row) => row.deliveredDay !== null && row.deliveredDay > row.dueDay)).toBe(true);
  });
});
