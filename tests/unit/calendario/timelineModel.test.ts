import {
  canStep,
  cellType,
  choose,
  clickOutcome,
  firstAvailableForEach,
  lineCalendar,
  lineKey,
  monthSpans,
  openingViewport,
  orderedSelections,
  parseAvailableDates,
  reachableDays,
  sameDayForAll,
  scrollWindow,
  stepShowing,
  timelineCells,
  unchoose,
  viewportAt,
  viewportDays,
  weekdayLabel,
  withChoices,
  type Selections,
} from '../../../src/custom/calendario/timelineModel';
import { scheduleDates } from '../../../src/dataProviders/calendario/wire';
import type { PendingOrderLine } from '../../../src/types/api';

/** Tuesday 24 November 2026: the scroll window is 24/08/2026 … 24/02/2027. */
const TODAY = new Date(2026, 10, 24);

let order = 4_500_300_000;
function line(fields: Partial<PendingOrderLine> = {}): PendingOrderLine {
  order += 1;
  return {
    purchaseOrderId: order,
    productId: 100_200,
    productName: 'Sofá retrátil 3 lugares',
    numericCode: 40_000_001,
    colorAbbreviation: 'CIN',
    issueDate: '2026-10-01T00:00:00',
    deliveryDateOrigin: '2026-12-04T00:00:00',
    expectedDeliveryDate: '2026-12-04T00:00:00',
    deliveryDate: '2026-12-04T00:00:00',
    itemQuantity: 12,
    quantityDelivery: 0,
    quantityOutstanding: 12,
    personId: 1000001,
    personName: 'Móveis Serra Gaúcha Indústria Ltda',
    unitaryValue: 1890,
    percentValueIPI: 3.25,
    forecastQuantity: 12,
    amount: 22_680,
    outstandingAmount: 22_680,
    amountOutstandingVolume: 6,
    scheduleQuantity: 0,
    quantityVolumeSchedule: 0,
    GEPDescription: '01 - Estofados',
    familyId: 11,
    orderType: 'N',
    orderTypeDescription: 'Normal',
    paymentId: 28,
    branchDeliveryId: 101,
    branchId: 101,
    branchName: 'Extrema-MG',
    alphaId: 'CIN-0010',
    qualityIndex1: 98.5,
    mercosurCommonName: '9401.61.00',
    monetaryPenaltySchedule: 0,
    percentDiscont: 0,
    monetaryDiscont: 0,
    netDiscount: 22_680,
    advanceRequest: 'N',
    availableScheduleDatesList: '30/11/26;5011,01/12/26;5013,03/12/26;5017',
    scheduleAvailabilityDescription: '',
    totalRows: 24,
    scheduleDate: '0001-01-01T00:00:00',
    allowCancelIs: 'N',
    rotation: 'A',
    breakageDescription: '',
    sciaStatusDescription: 'Aguardando agendamento',
    IPCpayment: '28 dias',
    supplierPayment: '28 dias',
    rejectionReasonDescription: '',
    suggestedScheduleDate: '0001-01-01T00:00:00',
    ...fields,
  };
}

const bounds = scrollWindow(TODAY);
const opening = (fields: Partial<PendingOrderLine> = {}) => openingViewport(lineCalendar(line(fields)), TODAY);

describe('availableScheduleDatesList', () => {
  it("reads comma-separated 'dd/MM/yy;Id_ccaf' pairs into days and their capacity slots, leaving unreadable pairs out", () => {
    const days = parseAvailableDates(' 26/11/26;5001,27/11/26;5003 ,bad,30/02/26;1,01/12/26;x,02/12/2026;9,,');
    expect([...days]).toEqual([
      ['2026-11-26', 5001],
      ['2026-11-27', 5003],
    ]);
    expect(parseAvailableDates('').size).toBe(0);
    expect(parseAvailableDates(null).size).toBe(0);
  });

  it('keeps the description trimmed and no expected day for an empty or 0001-01-01 date', () => {
    expect(lineCalendar(line({ scheduleAvailabilityDescription: '  Feriado municipal em Jandira-SP ' })).description).toBe('Feriado municipal em Jandira-SP');
    expect(lineCalendar(line({ expectedDeliveryDate: '0001-01-01T00:00:00' })).expected).toBeNull();
    expect(lineCalendar(line({ expectedDeliveryDate: '' })).expected).toBeNull();
    expect(lineCalendar(line()).expected).toBe('2026-12-04');
  });
});

describe('viewport and navigation', () => {
  it('opens on the 8 days ending on the expected date, else on today−12 … today+12', () => {
    expect(scrollWindow(TODAY)).toEqual({ from: '2026-08-24', to: '2027-02-24' });
    expect(opening()).toEqual({ start: '2026-11-27', length: 8 });
    expect(viewportDays(opening())).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    const fallback = { start: '2026-11-12', length: 25 };
    expect(opening({ expectedDeliveryDate: '0001-01-01T00:00:00' })).toEqual(fallback);
    expect(opening({ expectedDeliveryDate: '' })).toEqual(fallback);
    // Its 8 days would leave the scroll window.
    expect(opening({ expectedDeliveryDate: '2027-02-25T00:00:00' })).toEqual(fallback);
    expect(opening({ expectedDeliveryDate: '2026-08-30T00:00:00' })).toEqual(fallback);
    expect(opening({ expectedDeliveryDate: '2026-08-31T00:00:00' })).toEqual({ start: '2026-08-24', length: 8 });
  });

  it('moves by its own length, at most 3 steps each way from the opening', () => {
    const start = opening();
    expect(viewportAt(start, 1, bounds).start).toBe('2026-12-05');
    expect(viewportAt(start, -3, bounds).start).toBe('2026-11-03');
    expect(canStep(start, 0, -1, bounds)).toBe(true);
    expect(canStep(start, 2, 1, bounds)).toBe(true);
    expect(canStep(start, 3, 1, bounds)).toBe(false);
    expect(canStep(start, -3, -1, bounds)).toBe(false);
    const fallback = opening({ expectedDeliveryDate: '' });
    expect(viewportAt(fallback, 3, bounds)).toEqual({ start: '2027-01-26', length: 25 });
    expect(viewportAt(fallback, -3, bounds).start).toBe('2026-08-29');
    expect(canStep(fallback, -3, -1, bounds)).toBe(false);
  });

  it('stops at the scroll window: a step that would cross it ends on its edge, and then Next is disabled', () => {
    const late = opening({ expectedDeliveryDate: '2027-02-20T00:00:00' });
    expect(late.start).toBe('2027-02-13');
    expect(viewportAt(late, 1, bounds)).toEqual({ start: '2027-02-17', length: 8 });
    expect(canStep(late, 0, 1, bounds)).toBe(true);
    expect(canStep(late, 1, 1, bounds)).toBe(false);
    const atEdge = opening({ expectedDeliveryDate: '2027-02-24T00:00:00' });
    expect(canStep(atEdge, 0, 1, bounds)).toBe(false);
    expect(reachableDays(atEdge, bounds)).toEqual({ from: '2027-01-24', to: '2027-02-24' });
  });

  it('finds the step that shows a day, the nearest to the opening; null beyond 3 steps', () => {
    const start = opening();
    expect(stepShowing('2026-12-01', start, bounds)).toBe(0);
    expect(stepShowing('2026-11-20', start, bounds)).toBe(-1);
    expect(stepShowing('2026-12-28', start, bounds)).toBe(3);
    expect(stepShowing('2026-11-02', start, bounds)).toBeNull();
    expect(stepShowing('2026-12-29', start, bounds)).toBeNull();
  });
});

describe('cell types', () => {
  const calendar = lineCalendar(line({ scheduleAvailabilityDescription: 'Capacidade de recebimento esgotada na filial Extrema-MG' }));

  it('4 the chosen day, 1 a listed day, 3 a weekday after today among the 8 days when there is a description, 2 anything else', () => {
    const cells = timelineCells(openingViewport(calendar, TODAY), calendar, '2026-12-01', '2026-11-24');
    expect(cells.map((cell) => `${cell.day.slice(8)}:${cell.type}`)).toEqual([
      '27:3', // Friday, not listed
      '28:2', // Saturday
      '29:2', // Sunday
      '30:1',
      '01:4',
      '02:3',
      '03:1',
      '04:3', // the expected date itself
    ]);
  });

  it('2, never 3, for past days, days before the 8, and lines without a description', () => {
    expect(cellType('2026-11-23', calendar, undefined, '2026-11-24')).toBe(2);
    expect(cellType('2026-11-24', calendar, undefined, '2026-11-24')).toBe(2);
    expect(cellType('2026-11-26', calendar, undefined, '2026-11-24')).toBe(2);
    expect(cellType('2026-12-07', calendar, undefined, '2026-11-24')).toBe(2);
    expect(cellType('2026-12-02', lineCalendar(line()), undefined, '2026-11-24')).toBe(2);
    expect(cellType('2026-12-02', lineCalendar(line({ expectedDeliveryDate: '', scheduleAvailabilityDescription: 'x' })), undefined, '2026-11-24')).toBe(2);
  });

  it('a past day inside the 8 days is 2, not 3: today 24/11/2026 and an expected date of 26/11/2026', () => {
    const soon = lineCalendar(line({ expectedDeliveryDate: '2026-11-26T00:00:00', scheduleAvailabilityDescription: 'Capacidade de recebimento esgotada na filial Extrema-MG', availableScheduleDatesList: '' }));
    const cells = timelineCells(openingViewport(soon, TODAY), soon, undefined, '2026-11-24');
    expect(cells.map((cell) => `${cell.day.slice(8)}:${cell.type}`)).toEqual([
      '19:2', // Thursday, past
      '20:2', // Friday, past
      '21:2', // Saturday
      '22:2', // Sunday
      '23:2', // Monday, yesterday
      '24:2', // today
      '25:3', // tomorrow
      '26:3', // the expected date
    ]);
  });

  it("heads the days with their months in pt-BR ('novembro 2026') and weekday abbreviations", () => {
    expect(monthSpans(viewportDays({ start: '2026-11-27', length: 8 }))).toEqual([
      { month: '2026-11', label: 'novembro 2026', days: 4 },
      { month: '2026-12', label: 'dezembro 2026', days: 4 },
    ]);
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(weekdayLabel)).toEqual(['sex', 'sab', 'dom', 'seg']);
  });

  it('a click asks to mark, to change, to remove, or says why the day cannot be taken', () => {
    expect(clickOutcome(1, false)).toBe('mark');
    expect(clickOutcome(1, true)).toBe('change');
    expect(clickOutcome(4, true)).toBe('remove');
    expect(clickOutcome(2, false)).toBe('unavailable');
    expect(clickOutcome(2, true)).toBe('unavailable');
    expect(clickOutcome(3, false)).toBe('describe');
  });
});

describe('selections', () => {
  it('one per line: a new day replaces the previous one; removing drops it; unlisted days are not taken', () => {
    const first = line();
    const second = line({ branchId: 40, branchName: 'Jandira-SP' });
    let selections: Selections = new Map();
    selections = choose(selections, first, '2026-11-30');
    selections = choose(selections, second, '2026-12-03');
    selections = choose(selections, first, '2026-12-01');
    expect([...selections.values()].map(({ line: { purchaseOrderId }, day, slotId }) => [purchaseOrderId, day, slotId])).toEqual([
      [first.purchaseOrderId, '2026-12-01', 5013],
      [second.purchaseOrderId, '2026-12-03', 5017],
    ]);
    expect(choose(selections, first, '2026-12-02')).toBe(selections);
    const removed = unchoose(selections, lineKey(first));
    expect([...removed.keys()]).toEqual([lineKey(second)]);
    expect(unchoose(removed, lineKey(first))).toBe(removed);
  });

  it('sends Dt_agenda, Cd_fil, Nr_pc, Id_prod, Dt_entrg (DD/MM/YYYY), Qt_vol, Qt_age, Id_ccaf and In_tipo_ped, by day', () => {
    const late = line({ orderType: 'R', branchId: 40, amountOutstandingVolume: 3, quantityOutstanding: 18, deliveryDate: '2026-12-10T00:00:00' });
    const early = line();
    const selections = choose(choose(new Map(), late, '2026-12-03'), early, '2026-11-30');
    expect(orderedSelections(selections).map((selection) => selection.line)).toEqual([early, late]);
    expect(scheduleDates(selections)).toEqual([
      { Dt_agenda: '30/11/2026', Cd_fil: 101, Nr_pc: early.purchaseOrderId, Id_prod: 100_200, Dt_entrg: '04/12/2026', Qt_vol: 6, Qt_age: 12, Id_ccaf: 5011, In_tipo_ped: 'N' },
      { Dt_agenda: '03/12/2026', Cd_fil: 40, Nr_pc: late.purchaseOrderId, Id_prod: 100_200, Dt_entrg: '10/12/2026', Qt_vol: 3, Qt_age: 18, Id_ccaf: 5017, In_tipo_ped: 'R' },
    ]);
  });
});

describe('bulk choices', () => {
  const near = line({ availableScheduleDatesList: '03/12/26;5017,30/11/26;5011' });
  // Its listed days are all before what its timeline can reach (3 steps of 8 back from 13/01/2027).
  const far = line({ expectedDeliveryDate: '2027-01-20T00:00:00', availableScheduleDatesList: '25/11/26;5003,26/11/26;5005' });
  const none = line({ availableScheduleDatesList: '', scheduleAvailabilityDescription: 'Sem datas disponíveis até a data prevista de entrega. Fale com o comprador.' });

  it("'Primeira data disponível para cada': each line's earliest listed day its timeline reaches; the others are counted", () => {
    const result = firstAvailableForEach([near, far, none], TODAY);
    expect(result.chosen.map(({ line: chosen, day, slotId }) => [chosen, day, slotId])).toEqual([[near, '2026-11-30', 5011]]);
    expect(result.skipped).toBe(2);
  });

  it("'Mesma data para todos': only the lines where that day is available; the choices replace earlier ones", () => {
    const other = line({ availableScheduleDatesList: '01/12/26;5013' });
    const result = sameDayForAll([near, other, none], '2026-12-03', TODAY);
    expect(result.chosen.map((selection) => selection.line)).toEqual([near]);
    expect(result.skipped).toBe(2);
    const before = choose(new Map(), near, '2026-11-30');
    const after = withChoices(before, result.chosen);
    expect(after.get(lineKey(near))?.day).toBe('2026-12-03');
    expect(withChoices(after, [])).toBe(after);
  });
});
