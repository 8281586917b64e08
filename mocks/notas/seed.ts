import { parseISO } from 'date-fns';
import type { CityHallInfo, InvoiceRow } from '../../src/dataProviders/notas/wire';
import { db } from '../db/db';
import { dayStamps } from '../db/dayStamps';
import { isSupplier } from '../fornecedores/isSupplier';
import { LARGE_SUPPLIER } from '../fornecedores/seed';
import { seededRandom } from '../db/random';

export type InvoiceType = 'D' | 'P' | 'U';
export type InvoiceRecord = InvoiceRow & { personId: number; type: InvoiceType };

const PRODUCTS = ['Sofá 3 lugares Lisboa', 'Mesa de jantar Toscana', 'Cadeira estofada Milano', 'Rack para TV Oslo', 'Guarda-roupa 6 portas Vitória', 'Luminária de piso Arco'];
const CARRIERS = ['Transportadora Serra Sul', 'Rodonaves Cargas', 'Expresso Mirassol'];
const OPERATIONS: Record<InvoiceType, [string, string]> = {
  D: ['5202', 'Devolução de compra para comercialização'],
  P: ['5102', 'Venda de mercadoria adquirida de terceiros'],
  U: ['5933', 'Prestação de serviço de descarga'],
};

const comma = (value: number): string => value.toFixed(2).replace('.', ',');

/** Mostly orders (P), some returns (D) and unloading services (U). */
const mixedType = (index: number): InvoiceType => (index % 7 === 0 ? 'U' : index % 5 === 0 ? 'D' : 'P');

/** `count` invoices of a supplier, issued over the `days` days up to the seed day. */
function invoicesOf(personId: number, count: number, days: number, seedDay: Date, typeOf: (index: number) => InvoiceType = mixedType): InvoiceRecord[] {
  const random = seededRandom(personId);
  const stamp = dayStamps(seedDay);
  return Array.from({ length: count }, (_, index): InvoiceRecord => {
    const type = typeOf(index);
    const issued = -Math.floor((index * days) / count);
    const quantity = 1 + Math.floor(random() * 40);
    const unit = 80 + Math.floor(random() * 2000);
    const total = quantity * unit;
    const product = PRODUCTS[index % PRODUCTS.length];
    const number = 100_000 + personId % 1000 * 10_000 + index;
    return {
      personId,
      type,
      invoiceNumber: number,
      branchId: index % 2 === 0 ? 101 : 40,
      totalAmount: comma(total),
      issueDate: stamp(issued),
      dueDate: stamp(issued + 28),
      invoiceNote: type === 'U' ? 'Serviço de descarga' : '',
      itemQuantity: quantity,
      numericCode: 40_000_000 + ((number * 31) % 9_999_999),
      alphaId: `AL-${String(index % 1000).padStart(3, '0')}`,
      colorAbbreviation: ['BR', 'PT', 'NZ', 'MR'][index % 4],
      carrierName: CARRIERS[index % CARRIERS.length],
      netValue: comma(total * (type === 'D' ? 1 : 0.97)),
      itemSeq: 1 + (index % 3),
      invoiceOriginNumber: type === 'D' ? number - 37 : null,
      invoiceOriginIssueDate: type === 'D' ? stamp(issued - 20) : null,
      purchaseOrderId: 4_500_300_000 + ((index * 13) % 900),
      operationTaxCode: OPERATIONS[type][0],
      operationTaxName: OPERATIONS[type][1],
      productName: type === 'U' ? 'Serviço de descarga' : product,
      qualityIndicator: random() < 0.9 ? 'A' : 'B',
      productDescription: type === 'U' ? 'Descarga de mercadorias no centro de distribuição' : product,
      providerDocumentId: `${personId}`,
      nrNfeServico: type === 'U' ? String(900_000 + index) : null,
      invoiceKeyCode: `3526${String(number).padStart(40, '0')}`,
    };
  });
}

const cache = new Map<string, InvoiceRecord[]>();

/**
 * The invoices of the seed day: 180 for 1000001 and 2000001 over 90 days, 20 for other suppliers; the large supplier
 * has 5,000 order invoices (P) in the last 30 days (the default filter's whole fetch) and 200 of the other types; a
 * code that is no supplier none. Built on first ask.
 */
export function invoicesFor(personId: number): InvoiceRecord[] {
  if (!isSupplier(personId)) return [];
  const key = `${personId}:${db.seedDate}`;
  let rows = cache.get(key);
  if (!rows) {
    const seedDay = parseISO(db.seedDate);
    if (personId === Number(LARGE_SUPPLIER.codigo)) {
      rows = [...invoicesOf(personId, 5_000, 30, seedDay, () => 'P'), ...invoicesOf(personId + 1, 200, 30, seedDay, (index) => (index % 2 ? 'D' : 'U')).map((row) => ({ ...row, personId }))];
    } else {
      rows = invoicesOf(personId, personId === 1000001 || personId === 2000001 ? 180 : 20, 90, seedDay);
    }
    cache.set(key, rows);
  }
  return rows;
}

/** Every supplier files its service invoices on the site of Extrema-MG (the branch's city). */
export const CITY_HALL: CityHallInfo = {
  cityHallSite: 'https://extrema.mg.gov.br/nota-fiscal-eletronica',
  cityHallNfs: 'NFS-e Extrema-MG',
};
