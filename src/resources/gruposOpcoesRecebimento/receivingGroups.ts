import type { YesNo } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/** The receiving-option groups' domain module: records and the provider's methods beyond CRUD (spec part 2, 2.5 and 7). */

/** A receiving-option group. */
export interface ReceivingGroup {
  receivingGroupId: number;
  receivingGroupName: string;
}

/** A discount condition as a group holds it: its code, term and discount, whether it is on in the group, its name and default term. */
export interface GroupCondition {
  paymentCode: number;
  termDays: number;
  /** The early-payment discount, in percent. */
  advanceDiscount: number;
  active: YesNo;
  name: string;
  /** The term of the default condition it is attached to (one table per default term). */
  standardTermDays: number;
}

/** A supplier as a group lists it: its default payment condition and whether it is in the group. */
export interface GroupSupplier {
  personId: number;
  name: string;
  email: string;
  paymentConditionName: string;
  termDays: number;
  inGroup: YesNo;
}

/** The condition switch's params (POST /condicoesGrupo): in_ativar is the inverse of the condition's current state. */
export interface GroupConditionToggle {
  id_org: number;
  id_cond_tcc: number;
  in_ativar: YesNo;
}

/** The supplier switch's params (POST /fornecedoresGrupo): in_ativar is the inverse of the supplier's current state in the group. */
export interface GroupSupplierToggle {
  id_org: number;
  id_pessoa: number;
  in_ativar: YesNo;
}

/** A supplier switch's answer: status 300 is a warning (the association did not happen). */
export type SupplierToggleAnswer = { kind: 'done'; message: string } | { kind: 'warning'; message: string };

export interface ReceivingGroupMethods {
  /** The discount conditions with their state in the group. */
  conditions: CustomMethod<{ groupId: number }, GroupCondition[]>;
  /** A condition on or off in the group; the server's message. */
  toggleCondition: CustomMethod<GroupConditionToggle, { message: string }>;
}

/** The methods of the fornecedoresGrupo provider (a group's suppliers) beyond getList. */
export interface GroupSupplierMethods {
  /** A supplier in or out of the group. */
  toggleSupplier: CustomMethod<GroupSupplierToggle, SupplierToggleAnswer>;
}
