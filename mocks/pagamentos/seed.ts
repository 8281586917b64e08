import { parseISO } from 'date-fns';
import type { PaymentDelayRow, PaymentRow } from '../../src/dataProviders/pagamentos/wire';
import { db } from '../db/db';
import { dayStamps } from '../db/dayStamps';
import { isSupplier } from '../fornecedores/isSupplier';
import { LARGE_SUPPLIER } from '../fornecedores/seed';
import { invoiceDelay, proportionalDelay } from './rules';
import { seededRandom } from '../db/random';

/** A payment as stored: its supplier and, for an invoice paid late, its products' delays (the paymentDelay answer). */
export type PaymentRecord = Omit<PaymentRow, 'totalRows'> & { personId: number; delayRows: PaymentDelayRow[] };

const PRODUCTS = ['Sofá 3 lugares Lisboa', 'Mesa de jantar Toscana', 'Cadeira estofada Milano', 'Rack para TV Oslo'];

const money = (value: number): number => Math.round(value * 100) / 100;
/** A supplier's own range of invoice numbers (1000001 → 101, 2000001 → 201, 3000001 → 301), within GraphQL's Int. */
const serialOf = (personId: number): number => Math.floor(personId / 1_000_000) * 100 + (personId % 100);

/** `count` payments of a supplier, dated from `days` days before the seed day to `ahead` days after it (those from the seed day on still to pay). */
function paymentsOf(personId: number, count: number, days: number, ahead: number, seedDay: Date): PaymentRecord[] {
  const random = seededRandom(personId * 7);
  const stamp = dayStamps(seedDay);
  return Array.from({ length: count }, (_, index): PaymentRecord => {
    const paid = ahead - Math.floor(((index + 1) * (days + ahead)) / count);
    const total = money(500 + random() * 20_000);
    const firstProductDelay = index % 4 === 0 ? 1 + Math.floor(random() * 6) : 0;
    const anticipated = index % 6 === 0;
    const advance = anticipated ? money(total * 0.03) : 0;
    const noShow = index % 9 === 0 ? money(total * 0.02) : 0;
    const schedule = index % 11 === 0 ? money(total * 0.01) : 0;
    const returned = index % 13 === 0 ? money(total * 0.1) : 0;
    const download = money(total * 0.005);
    const resale = index % 3 === 0 ? money(total * 0.01) : 0;
    const other = index % 8 === 0 ? money(total * 0.004) : 0;
    const number = serialOf(personId) * 100_000 + index;
    const products = productDelays(number, total, firstProductDelay);
    const delay = invoiceDelay(products);
    const issued = paid - 35 - delay;
    return {
      personId,
      delayRows: products.map((row) => ({ ...row, originalScheduleDate: stamp(issued + 3) })),
      downloadDiscountValue: download,
      resaleDiscountValue: resale,
      totalGCDiscountValue: other,
      invoiceNumber: number,
      paidValue: money(total - advance - noShow - schedule - returned - download - resale - other),
      paymentDate: stamp(paid),
      returnInvoiceNumber: returned ? number + 50_000_000 : null,
      totalAddReturnInvoice: returned ? money(returned * 0.05) : 0,
      totalAmount: total,
      totalAmountAdvanceDiscount: advance,
      totalAmountReturnInvoice: returned,
      totalNoShowPenalty: noShow,
      paymentDetail: [
        {
          advancePaymentTerm: anticipated ? 7 : 0,
          delayPaymentTerm: delay,
          invoiceNumber: number,
          invoiceSerieDescription: '1',
          invoiceSubSerieNum: 0,
          issueDate: stamp(issued),
          noshowPenaltyAmount: noShow,
          paymentDueDate: stamp(issued + 28),
          personId,
          personPaymentTerm: anticipated ? 7 : 28,
          receiptDate: stamp(issued + 3),
          schedulePenaltyAmount: schedule,
        },
      ],
    };
  });
}

const cache = new Map<string, PaymentRecord[]>();

/**
 * 1000001 and 2000001: 120 payments from 90 days ago to 30 days ahead; other suppliers 20; the large supplier 9,999 in
 * the last 30 days up to today (the default filter's whole fetch); a code that is no supplier none. Built on first ask.
 */
export function paymentsFor(personId: number): PaymentRecord[] {
  if (!isSupplier(personId)) return [];
  const key = `${personId}:${db.seedDate}`;
  let rows = cache.get(key);
  if (!rows) {
    const seedDay = parseISO(db.seedDate);
    if (personId === Number(LARGE_SUPPLIER.codigo)) rows = paymentsOf(personId, 9_999, 29, 0, seedDay);
    else rows = paymentsOf(personId, personId === 1000001 || personId === 2000001 ? 120 : 20, 90, 30, seedDay);
    cache.set(key, rows);
  }
  return rows;
}

const PRODUCT_SHARES = [0.5, 0.3, 0.2];

/** The products of an invoice paid late (none when `firstDelay` is 0): each one day later than the one before, with its share of the invoice. */
function productDelays(invoiceNumber: number, total: number, firstDelay: number): Omit<PaymentDelayRow, 'originalScheduleDate'>[] {
  if (firstDelay === 0) return [];
  const random = seededRandom(invoiceNumber);
  return PRODUCT_SHARES.map((share, index) => {
    const productDelay = firstDelay + index;
    const amountNet = money(total * share);
    return {
      amountNet,
      delayPaymentTerm: productDelay,
      orderNumber: 4_500_300_000 + Math.floor(random() * 900),
      productId: 100_000 + Math.floor(random() * 899_999),
      productName: PRODUCTS[index % PRODUCTS.length],
      proportionalDelayTerm: proportionalDelay(productDelay, amountNet, total),
    };
  });
}

/** The delay of an invoice paid late, per product: each product's delay weighted by its share of the invoice. */
export const delayRowsOf = (payment: PaymentRecord): PaymentDelayRow[] => payment.delayRows;
