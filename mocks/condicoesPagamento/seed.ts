import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import type { YesNo } from '../../src/types/api';

/** A payment condition: a default term (standard S) or a discount condition attached to a default one. */
export interface PaymentConditionRecord {
  paymentId: number;
  name: string;
  standard: YesNo;
  /** The attached default condition's id (null for a default one). */
  standardId: number | null;
  deadlineDays: number;
  discountPercent: number;
}

/** A receiving-option group (ID_ORG, NM_ORG). */
export interface ReceivingGroupRecord {
  id: number;
  name: string;
}

/** A discount condition in a group, active or not. */
export interface GroupConditionRecord {
  groupId: number;
  paymentId: number;
  active: boolean;
}

/** A supplier in a group (a supplier may be in several). */
export interface GroupSupplierRecord {
  groupId: number;
  personId: number;
}

declare module '../db/tables' {
  interface Tables {
    paymentConditions: PaymentConditionRecord[];
    receivingGroups: ReceivingGroupRecord[];
    groupConditions: GroupConditionRecord[];
    groupSuppliers: GroupSupplierRecord[];
  }
}

/** Every supplier's default term: 28 days after delivery (code 28). */
export const SUPPLIER_DEFAULT_ID = 28;

/**
 * Two default terms (28 and 45 days) and three discount conditions; group 1 releases the 7- and 14-day options to
 * 1000001 and the large supplier 3000001; group 2 has a condition but no supplier; 2000001 is in no group.
 */
export function seedReceivingOptions() {
  return {
    paymentConditions: [
      { paymentId: 28, name: 'Padrão 28 dias', standard: 'S', standardId: null, deadlineDays: 28, discountPercent: 0 },
      { paymentId: 45, name: 'Padrão 45 dias', standard: 'S', standardId: null, deadlineDays: 45, discountPercent: 0 },
      { paymentId: 7, name: 'Antecipação 7 dias', standard: 'N', standardId: 28, deadlineDays: 7, discountPercent: 3 },
      { paymentId: 14, name: 'Antecipação 14 dias', standard: 'N', standardId: 28, deadlineDays: 14, discountPercent: 1.5 },
      { paymentId: 21, name: 'Antecipação 21 dias', standard: 'N', standardId: 45, deadlineDays: 21, discountPercent: 2.2 },
    ] satisfies PaymentConditionRecord[],
    receivingGroups: [
      { id: 1, name: 'Móveis - antecipação' },
      { id: 2, name: 'Acessórios - prazo 45' },
    ],
    groupConditions: [
      { groupId: 1, paymentId: 7, active: true },
      { groupId: 1, paymentId: 14, active: true },
      { groupId: 2, paymentId: 21, active: false },
    ],
    groupSuppliers: [
      { groupId: 1, personId: 1000001 },
      { groupId: 1, personId: 3000001 },
    ],
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedReceivingOptions;
