import type { GroupCondition, GroupConditionToggle, GroupSupplier, GroupSupplierToggle, ReceivingGroup } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/** The receiving-option groups' domain module: records and the provider's methods beyond CRUD (spec part 2, 2.5 and 7). */
export type { GroupCondition, GroupConditionToggle, GroupSupplier, GroupSupplierToggle, ReceivingGroup };

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
