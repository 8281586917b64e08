import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays, format, parseISO } from 'date-fns';
import { AREA_SEEDS } from '../../mocks/db/seed';
import { createSeeder } from '../../mocks/db/seeder';
import { MockStore } from '../../mocks/db/store';
import type { Tables } from '../../mocks/db/tables';

/** An order line as the large supplier's orders will hold them (about 15 fields). */
export interface OrderLineRow {
  NR_PC: number;
  NR_PEDIDO: number;
  NR_ITEM: number;
  CD_PRODUTO: string;
  DS_PRODUTO: string;
  QT_PEDIDA: number;
  QT_ENTREGUE: number;
  VL_UNITARIO: number;
  DT_EMISSAO: string;
  DT_ENTREGA: string;
  DT_AGENDA: string | null;
  DS_STATUS: 'P' | 'C' | 'R' | 'RA' | 'E';
  CD_FILIAL: number;
  DS_FILIAL: string;
  NR_PROTOCOLO: string | null;
  personId: string;
}

type ScaleTables = Tables & { scaleOrderLines: OrderLineRow[] };

export const SCALE_ROWS = 10_000;
const SEED_DATE = '2026-03-10';
const WARM_UP = 3;

/**
 * Faker builds small pools once and each row picks from them: per-row faker text (product names, cities)
 * and per-row date formatting would make this seed several times slower.
 */
function seedOrderLines(seedDate: string): { scaleOrderLines: OrderLineRow[] } {
  faker.seed(3000001);
  const day = parseISO(seedDate);
  const days = new Map<number, string>();
  const iso = (offset: number): string => {
    let text = days.get(offset);
    if (!text) days.set(offset, (text = format(addDays(day, offset), 'yyyy-MM-dd')));
    return text;
  };
  const products = Array.from({ length: 400 }, () => ({ code: faker.string.numeric(8), name: faker.commerce.productName() }));
  const branches = Array.from({ length: 40 }, (_, i) => ({ code: i + 1, name: `CD ${faker.location.city()}` }));
  const statuses = ['P', 'C', 'R', 'RA', 'E'] as const;
  const int = (min: number, max: number): number => faker.number.int({ min, max });
  const scaleOrderLines = Array.from({ length: SCALE_ROWS }, (_, i): OrderLineRow => {
    const product = products[int(0, products.length - 1)];
    const branch = branches[int(0, branches.length - 1)];
    const ordered = int(1, 200);
    const scheduled = int(0, 1) === 1;
    return {
      NR_PC: 4_500_000 + Math.floor(i / 4),
      NR_PEDIDO: 9_000_000 + Math.floor(i / 4),
      NR_ITEM: (i % 4) + 1,
      CD_PRODUTO: product.code,
      DS_PRODUTO: product.name,
      QT_PEDIDA: ordered,
      QT_ENTREGUE: int(0, ordered),
      VL_UNITARIO: int(1_000, 500_000) / 100,
      DT_EMISSAO: iso(-int(1, 120)),
      DT_ENTREGA: iso(int(-30, 90)),
      DT_AGENDA: scheduled ? iso(int(-10, 30)) : null,
      DS_STATUS: statuses[int(0, statuses.length - 1)],
      CD_FILIAL: branch.code,
      DS_FILIAL: branch.name,
      NR_PROTOCOLO: scheduled ? String(int(1_000_000_000, 9_999_999_999)) : null,
      personId: '3000001',
    };
  });
  return { scaleOrderLines };
}

export interface StoreFigures {
  rows: number;
  /** Seeding every area plus the 10,000 order lines, once. */
  seedMs: number;
  /** Median of `runs` resets after a test changed every table, including restoring them all. */
  resetMs: number;
  /** The fastest of those resets: what the unit test bounds, as other test files load the machine meanwhile. */
  bestResetMs: number;
  runs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const round = (ms: number): number => Math.round(ms * 10) / 10;

/** The mock store with an extra 10,000-row table: how long its seed and its reset take. */
export async function measureStore(runs = 10): Promise<StoreFigures> {
  const seeder = createSeeder<ScaleTables>([...AREA_SEEDS, seedOrderLines]);
  const seedStarted = performance.now();
  seeder.tables(SEED_DATE);
  const seedMs = performance.now() - seedStarted;

  const store = new MockStore(seeder, SEED_DATE);
  const names = Object.keys(store.tables) as (keyof ScaleTables)[];
  const samples: number[] = [];
  for (let run = 0; run < WARM_UP + runs; run += 1) {
    // The worst case for a reset: a test changed a row of every table, so every table must be restored.
    for (const name of names) store.tables[name].pop();
    store.tables.scaleOrderLines[0].QT_ENTREGUE += 1;
    // The garbage of the runs before is collected first where Node lets us (scripts/store-bench.mjs): the figure is
    // this reset's cost, not a collection the previous run left pending.
    (globalThis as { gc?: () => void }).gc?.();
    const started = performance.now();
    await store.reset(SEED_DATE);
    for (const name of names) void store.tables[name].length;
    if (run >= WARM_UP) samples.push(performance.now() - started);
  }
  return { rows: store.tables.scaleOrderLines.length, seedMs: round(seedMs), resetMs: round(median(samples)), bestResetMs: round(Math.min(...samples)), runs };
}
