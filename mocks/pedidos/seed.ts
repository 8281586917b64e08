import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays, format, isWeekend, parseISO } from 'date-fns';
import type { ScheduleStage } from '../../src/dataProviders/pedidos/wire';
import type { Branch, OrderStatus, PendingOrderLine, RefusalReason } from '../../src/types/api';
import { DEMO_ACCOUNTS } from '../auth/seed';
import { LARGE_SUPPLIER, seedSuppliers } from '../fornecedores/seed';
import { NO_DATE, serverDateTime } from './dates';
import { expectedDelay } from './expectedDelay';
import { seededRandom } from '../db/random';

/** An order line as the mock keeps it; the scheduling fields the server computes per call are left out. */
export type OrderLineRecord = Omit<PendingOrderLine, 'availableScheduleDatesList' | 'scheduleAvailabilityDescription' | 'totalRows' | 'allowCancelIs'> & {
  stage: ScheduleStage;
  /** Null while the line waits for a date. */
  status: OrderStatus | null;
  /** The capacity slot (Id_ccaf) the schedule took. */
  capacityId: number | null;
  /** Last day ('yyyy-MM-dd') to confirm a schedule pending confirmation. */
  confirmBy: string | null;
  /** The retailer changed this schedule's date (IN_ALTEROU_AGENDA). */
  scheduleChanged: boolean;
  /** The refusal reason (GET /orders/reasons) of a refused schedule. */
  refusalReasonId: number | null;
  /** When the supplier chose an early-payment option (DT_SOLIC_ANTEC); absent while none is chosen. */
  advanceRequestedAt?: string;
};

/** How many lines a branch receives on a day ('yyyy-MM-dd'); 0 with a description blocks the day. */
export interface ScheduleCapacityRecord {
  id: number;
  branchId: number;
  day: string;
  capacity: number;
  description: string | null;
}

declare module '../db/tables' {
  interface Tables {
    branches: Branch[];
    orderLines: OrderLineRecord[];
    scheduleCapacity: ScheduleCapacityRecord[];
  }
}

const FAKER_SEED = 2026_0902;
export const DAILY_CAPACITY = 6;
/** Capacity rows cover the calendar's scroll window (3 months either side) with room to spare. */
const CAPACITY_DAYS = 100;

export const BRANCHES: Branch[] = [
  { branchId: 101, externalBranchName: 'Extrema-MG', address: 'Rodovia Fernão Dias, km 947, Distrito Industrial, Extrema - MG, 37640-000' },
  { branchId: 40, externalBranchName: 'Jandira-SP', address: 'Estrada dos Galdinos, 1200, Jardim Alvorada, Jandira - SP, 06612-000' },
];

interface Product {
  name: string;
  color: string;
  group: string;
  familyId: number;
  ncm: string;
  unit: number;
  perVolume: number;
}

const FURNITURE: Product[] = [
  { name: 'Sofá retrátil 3 lugares', color: 'CIN', group: '01 - Estofados', familyId: 11, ncm: '9401.61.00', unit: 1890, perVolume: 1 },
  { name: 'Mesa de jantar 6 lugares', color: 'NAT', group: '02 - Salas de jantar', familyId: 21, ncm: '9403.60.00', unit: 1290, perVolume: 1 },
  { name: 'Cadeira estofada linho', color: 'BEG', group: '02 - Salas de jantar', familyId: 22, ncm: '9401.69.00', unit: 289.9, perVolume: 2 },
  { name: 'Guarda-roupa 6 portas', color: 'BRA', group: '03 - Dormitórios', familyId: 31, ncm: '9403.50.00', unit: 1549, perVolume: 1 },
  { name: 'Rack para TV 1,80 m', color: 'PRE', group: '04 - Salas de estar', familyId: 41, ncm: '9403.60.00', unit: 699.9, perVolume: 1 },
  { name: 'Cama box casal', color: 'BEG', group: '03 - Dormitórios', familyId: 32, ncm: '9404.10.00', unit: 1199, perVolume: 1 },
  { name: 'Cômoda 5 gavetas', color: 'NAT', group: '03 - Dormitórios', familyId: 33, ncm: '9403.50.00', unit: 649, perVolume: 1 },
  { name: 'Poltrona decorativa', color: 'VER', group: '01 - Estofados', familyId: 12, ncm: '9401.61.00', unit: 799, perVolume: 1 },
  { name: 'Estante modular 5 nichos', color: 'BRA', group: '04 - Salas de estar', familyId: 42, ncm: '9403.60.00', unit: 459.9, perVolume: 1 },
  { name: 'Escrivaninha com gaveta', color: 'NAT', group: '05 - Escritório', familyId: 51, ncm: '9403.30.00', unit: 389, perVolume: 1 },
];

const ACCESSORIES: Product[] = [
  { name: 'Luminária de mesa', color: 'DOU', group: '21 - Iluminação', familyId: 211, ncm: '9405.21.00', unit: 149.9, perVolume: 6 },
  { name: 'Jogo de panelas inox 5 peças', color: 'INX', group: '22 - Cozinha', familyId: 221, ncm: '7323.93.00', unit: 389.9, perVolume: 4 },
  { name: 'Tapete sala 2,00 x 2,50 m', color: 'CIN', group: '23 - Decoração', familyId: 231, ncm: '5703.30.00', unit: 459, perVolume: 2 },
  { name: 'Espelho redondo 80 cm', color: 'DOU', group: '23 - Decoração', familyId: 232, ncm: '7009.92.00', unit: 329.9, perVolume: 4 },
  { name: 'Jogo de toalhas 4 peças', color: 'AZU', group: '24 - Cama, mesa e banho', familyId: 241, ncm: '6302.60.00', unit: 119.9, perVolume: 12 },
  { name: 'Conjunto de taças 6 peças', color: 'TRA', group: '22 - Cozinha', familyId: 222, ncm: '7013.28.00', unit: 89.9, perVolume: 8 },
  { name: 'Cortina blackout 2,80 m', color: 'CIN', group: '23 - Decoração', familyId: 233, ncm: '6303.92.00', unit: 169.9, perVolume: 10 },
];

/** GET /orders/reasons: why a supplier cannot deliver on the proposed date. */
export const REFUSAL_REASONS: RefusalReason[] = [
  { reasonId: 1, reasonName: 'Falta de matéria-prima' },
  { reasonId: 2, reasonName: 'Produção atrasada' },
  { reasonId: 3, reasonName: 'Transporte indisponível na data' },
  { reasonId: 4, reasonName: 'Pedido aguardando faturamento' },
  { reasonId: 5, reasonName: 'Outro motivo' },
];

const STATUS_TEXT: Record<OrderStatus, string> = {
  P: 'Confirmação pendente',
  C: 'Agendamento confirmado',
  R: 'Agendamento recusado',
  RA: 'Itens recusados',
  E: 'Entrega concluída',
};
export const WAITING_TEXT = 'Aguardando agendamento';
export const statusText = (status: OrderStatus | null): string => (status ? STATUS_TEXT[status] : WAITING_TEXT);

interface Plan {
  personId: string;
  personName: string;
  products: Product[];
  pending: number;
  /** Scheduled lines, by status. */
  scheduled: Partial<Record<OrderStatus, number>>;
}

const money = (value: number): number => Math.round(value * 100) / 100;

/** The next weekday at or after `day`. */
function weekdayFrom(day: Date): Date {
  let next = day;
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

interface LineFactory {
  line(plan: Plan, index: number, stage: ScheduleStage, status: OrderStatus | null): OrderLineRecord;
}

/** Lines grouped in purchase orders of one to three products, alternating the two branches. */
function lineFactory(seedDay: Date, random: () => number, pick: <T>(items: readonly T[]) => T, nextOrder: () => number): LineFactory {
  let order = 0;
  let linesLeft = 0;
  let branch = BRANCHES[0];
  let issueOffset = 0;
  // Ten thousand lines share a few hundred days: each day's text and next weekday are worked out once.
  const texts = new Map<number, string>();
  const weekdays = new Map<number, number>();
  const date = (offset: number): string => {
    let text = texts.get(offset);
    if (text === undefined) texts.set(offset, (text = serverDateTime(addDays(seedDay, offset))));
    return text;
  };
  const weekdayAt = (offset: number): number => {
    let weekday = weekdays.get(offset);
    if (weekday === undefined) {
      weekday = offset;
      while (isWeekend(addDays(seedDay, weekday))) weekday += 1;
      weekdays.set(offset, weekday);
    }
    return weekday;
  };
  return {
    line(plan, index, stage, status) {
      if (linesLeft === 0) {
        order = nextOrder();
        linesLeft = 1 + Math.floor(random() * 3);
        branch = BRANCHES[order % BRANCHES.length];
        issueOffset = -10 - Math.floor(random() * 50);
      }
      linesLeft -= 1;
      const product = pick(plan.products);
      const quantity = product.perVolume * (1 + Math.floor(random() * 12));
      // Pending lines are due 3 to ~50 days ahead; scheduled ones around today by status; a delivered line arrived in
      // the past, at least 3 days after its order was issued.
      const expectedOffset =
        stage === 'N' ? 3 + ((index * 2) % 48) : status === 'E' ? Math.max(issueOffset + 3, -5 - Math.floor(random() * 60)) : 4 + Math.floor(random() * 25);
      const expected = weekdayAt(expectedOffset);
      const scheduleDay = stage === 'N' ? null : weekdayAt(expected - (status === 'E' ? 0 : Math.floor(random() * 3)));
      const delivered = status === 'E' ? quantity : 0;
      const amount = money(quantity * product.unit);
      const percentDiscont = random() < 0.3 ? 2.5 : 0;
      const monetaryDiscont = money((amount * percentDiscont) / 100);
      return {
        purchaseOrderId: order,
        productId: 100_000 + ((order * 7 + index * 13) % 899_999),
        productName: product.name,
        numericCode: 40_000_000 + ((order * 31 + index) % 9_999_999),
        colorAbbreviation: product.color,
        issueDate: date(issueOffset),
        deliveryDateOrigin: date(expected),
        expectedDeliveryDate: date(expected),
        deliveryDate: date(expected),
        itemQuantity: quantity,
        quantityDelivery: delivered,
        quantityOutstanding: quantity - delivered,
        personId: Number(plan.personId),
        personName: plan.personName,
        unitaryValue: product.unit,
        percentValueIPI: product.ncm.startsWith('94') ? 3.25 : 5,
        forecastQuantity: 0,
        amount,
        outstandingAmount: money((quantity - delivered) * product.unit),
        amountOutstandingVolume: Math.ceil((quantity - delivered) / product.perVolume),
        scheduleQuantity: scheduleDay === null ? 0 : quantity,
        quantityVolumeSchedule: scheduleDay === null ? 0 : Math.ceil(quantity / product.perVolume),
        GEPDescription: product.group,
        familyId: product.familyId,
        orderType: order % 5 === 0 ? 'R' : 'N',
        orderTypeDescription: order % 5 === 0 ? 'Reposição' : 'Normal',
        paymentId: 28,
        branchDeliveryId: branch.branchId,
        branchId: branch.branchId,
        branchName: branch.externalBranchName,
        alphaId: `${product.color}-${String(order % 1000).padStart(3, '0')}${index % 10}`,
        qualityIndex1: Math.round(random() * 1000) / 10,
        mercosurCommonName: product.ncm,
        monetaryPenaltySchedule: 0,
        percentDiscont,
        monetaryDiscont,
        netDiscount: money(amount - monetaryDiscont),
        advanceRequest: percentDiscont > 0 ? 'S' : 'N',
        scheduleDate: scheduleDay === null ? NO_DATE : date(scheduleDay),
        rotation: 'A',
        breakageDescription: '',
        sciaStatusDescription: statusText(status),
        IPCpayment: '28 dias',
        supplierPayment: '28 dias',
        rejectionReasonDescription: status === 'R' ? REFUSAL_REASONS[0].reasonName : '',
        suggestedScheduleDate: status === 'R' && scheduleDay !== null ? date(scheduleDay + 7) : NO_DATE,
        stage,
        status,
        capacityId: null,
        confirmBy: status === 'P' ? format(addDays(seedDay, index % 6), 'yyyy-MM-dd') : null,
        scheduleChanged: status === 'P' && index % 3 === 0,
        refusalReasonId: status === 'R' ? REFUSAL_REASONS[0].reasonId : null,
      };
    },
  };
}

function plans(): Plan[] {
  const names = new Map(DEMO_ACCOUNTS.map((row) => [row.codigo, row.nome]));
  const others = seedSuppliers().filter((row) => row.codigo !== LARGE_SUPPLIER.codigo);
  return [
    { personId: '1000001', personName: names.get('1000001') ?? '', products: FURNITURE, pending: 24, scheduled: { C: 8, P: 4, R: 2, E: 10 } },
    { personId: '2000001', personName: names.get('2000001') ?? '', products: ACCESSORIES, pending: 12, scheduled: { C: 5, P: 2, E: 6 } },
    ...others.map((row, index): Plan => ({
      personId: row.codigo,
      personName: row.nome,
      products: row.supplierType === 'A' ? ACCESSORIES : FURNITURE,
      pending: 2 + (index % 4),
      scheduled: { C: 1 + (index % 3), E: 2 },
    })),
  ];
}

/** Capacity per branch and weekday around the seed day, with two blocked days. */
function seedCapacity(seedDay: Date): ScheduleCapacityRecord[] {
  const blocked = new Map<string, string>([
    [`101:${format(weekdayFrom(addDays(seedDay, 9)), 'yyyy-MM-dd')}`, 'Inventário anual da filial Extrema-MG'],
    [`40:${format(weekdayFrom(addDays(seedDay, 16)), 'yyyy-MM-dd')}`, 'Feriado municipal em Jandira-SP'],
    [`101:${format(weekdayFrom(addDays(seedDay, 16)), 'yyyy-MM-dd')}`, 'Manutenção das docas de recebimento'],
  ]);
  const rows: ScheduleCapacityRecord[] = [];
  let id = 5001;
  for (let offset = -CAPACITY_DAYS; offset <= CAPACITY_DAYS; offset += 1) {
    const day = addDays(seedDay, offset);
    if (isWeekend(day)) continue;
    const key = format(day, 'yyyy-MM-dd');
    for (const branch of BRANCHES) {
      const description = blocked.get(`${branch.branchId}:${key}`) ?? null;
      rows.push({ id: id++, branchId: branch.branchId, day: key, capacity: description ? 0 : DAILY_CAPACITY, description });
    }
  }
  return rows;
}

/** How many of the large supplier's lines are waiting for a date, and how many are confirmed and not yet delivered. */
const LARGE_WAITING = 300;
const LARGE_CONFIRMED = 2_000;

/** The large supplier's 10,000 lines, built without faker (a seed that runs on every start stays cheap). */
function largeSupplierLines(factory: LineFactory): OrderLineRecord[] {
  const plan: Plan = { personId: LARGE_SUPPLIER.codigo, personName: LARGE_SUPPLIER.nome, products: FURNITURE, pending: 0, scheduled: {} };
  return Array.from({ length: 10_000 }, (_, index) => {
    if (index < LARGE_WAITING) return factory.line(plan, index, 'N', null);
    return factory.line(plan, index, 'A', index < LARGE_WAITING + LARGE_CONFIRMED ? 'C' : 'E');
  });
}

/**
 * Branches, capacity and order lines: 1000001 has 24 lines waiting for a date and 24 scheduled (confirmed, pending
 * confirmation, refused, delivered); 2000001 12 and 13; every other supplier a few; 3000001 10,000 (300 waiting, 2,000
 * confirmed ahead, the rest delivered).
 * Scheduled lines that are not delivered take a slot of their branch's capacity on their day.
 */
export function seedOrders(seedDate: string): SeededOrders {
  // The quality area builds its catalogue from the same lines: one seeding per day serves both (rows are never
  // changed in place, the store hands out copies).
  if (lastSeeded?.seedDate !== seedDate) lastSeeded = { seedDate, orders: seedOrdersOfDay(seedDate) };
  return lastSeeded.orders;
}

interface SeededOrders {
  branches: Branch[];
  orderLines: OrderLineRecord[];
  scheduleCapacity: ScheduleCapacityRecord[];
}

let lastSeeded: { seedDate: string; orders: SeededOrders } | undefined;

function seedOrdersOfDay(seedDate: string): SeededOrders {
  faker.seed(FAKER_SEED);
  const seedDay = parseISO(seedDate);
  let purchaseOrder = 4_500_300_000;
  const factory = lineFactory(
    seedDay,
    () => faker.number.float({ min: 0, max: 0.9999 }),
    (items) => faker.helpers.arrayElement(items),
    () => (purchaseOrder += 1 + faker.number.int({ min: 0, max: 40 })),
  );
  const orderLines: OrderLineRecord[] = [];
  for (const plan of plans()) {
    for (let i = 0; i < plan.pending; i += 1) orderLines.push(factory.line(plan, i, 'N', null));
    for (const [status, count] of Object.entries(plan.scheduled) as [OrderStatus, number][]) {
      for (let i = 0; i < count; i += 1) orderLines.push(factory.line(plan, plan.pending + i, 'A', status));
    }
  }
  let large = 7_800_000_000;
  const random = seededRandom(7);
  const largeFactory = lineFactory(seedDay, random, (items) => items[Math.floor(random() * items.length)], () => (large += 3));
  orderLines.push(...largeSupplierLines(largeFactory));
  deliverPartly(orderLines.find((line) => line.personId === 1000001 && line.status === 'C' && line.itemQuantity >= 2));
  for (const line of orderLines) line.forecastQuantity = expectedDelay(line, seedDay);

  const scheduleCapacity = seedCapacity(seedDay);
  const slots = new Map(scheduleCapacity.map((row) => [`${row.branchId}:${row.day}`, row]));
  for (const line of orderLines) {
    // The large supplier's bookings came through the retailer's EDI, outside the portal's daily capacity.
    if (line.stage !== 'A' || line.status === 'E' || line.status === 'R' || line.personId === Number(LARGE_SUPPLIER.codigo)) continue;
    const slot = slots.get(`${line.branchId}:${line.scheduleDate.slice(0, 10)}`);
    if (slot && slot.capacity > 0) line.capacityId = slot.id;
  }
  return { branches: BRANCHES, orderLines, scheduleCapacity };
}

/**
 * A confirmed line whose earlier delivery came short: a third is delivered and the rest is scheduled (its payment
 * cannot be anticipated until the retailer splits it).
 */
function deliverPartly(line: OrderLineRecord | undefined): void {
  if (!line) return;
  const delivered = Math.floor(line.itemQuantity / 3) || 1;
  line.quantityDelivery = delivered;
  line.quantityOutstanding = line.itemQuantity - delivered;
  line.outstandingAmount = money(line.quantityOutstanding * line.unitaryValue);
  line.amountOutstandingVolume = Math.ceil((line.amountOutstandingVolume * line.quantityOutstanding) / line.itemQuantity);
  line.scheduleQuantity = line.quantityOutstanding;
  line.quantityVolumeSchedule = line.amountOutstandingVolume;
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedOrders;
