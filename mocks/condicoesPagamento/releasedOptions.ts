import type { DiscountOption } from '../../src/dataProviders/opcoesRecebimento/wire';
import { db } from '../db/db';
import { SUPPLIER_DEFAULT_ID, type PaymentConditionRecord } from './seed';

const asOption = (record: PaymentConditionRecord, standard: 'S' | 'N'): DiscountOption => ({
  CD_PAGTO: record.paymentId,
  NR_PRAZO1: record.deadlineDays,
  VP_DESC_ANTEC_PAGTO: standard === 'S' ? 0 : record.discountPercent,
  IN_COND_PADRAO_FORNEC: standard,
});

/** The supplier's default term (every supplier's is code 28 in the seed). */
export function supplierDefault(): DiscountOption {
  const record = db.tables.paymentConditions.find((row) => row.paymentId === SUPPLIER_DEFAULT_ID);
  return record ? asOption(record, 'S') : { CD_PAGTO: SUPPLIER_DEFAULT_ID, NR_PRAZO1: SUPPLIER_DEFAULT_ID, VP_DESC_ANTEC_PAGTO: 0, IN_COND_PADRAO_FORNEC: 'S' };
}

/**
 * What a supplier may choose: its default term, then the discount conditions active in any of its groups that are
 * attached to that default term, shortest term first. A supplier in no group (or groups with none active) has only the default.
 */
export function releasedOptions(personId: number): DiscountOption[] {
  const standard = supplierDefault();
  const groups = new Set(db.tables.groupSuppliers.filter((link) => link.personId === personId).map((link) => link.groupId));
  const active = new Set(db.tables.groupConditions.filter((link) => groups.has(link.groupId) && link.active).map((link) => link.paymentId));
  const discounts = db.tables.paymentConditions
    .filter((row) => row.standard === 'N' && row.standardId === standard.CD_PAGTO && active.has(row.paymentId))
    .sort((a, b) => a.deadlineDays - b.deadlineDays)
    .map((row) => asOption(row, 'N'));
  return [standard, ...discounts];
}

/** Days to payment of a payment code (the default term for a code no condition names). */
export function termOf(paymentId: number): number {
  return db.tables.paymentConditions.find((row) => row.paymentId === paymentId)?.deadlineDays ?? supplierDefault().NR_PRAZO1;
}
