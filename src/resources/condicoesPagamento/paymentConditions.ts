import type { PaymentCondition, PaymentConditionPayload, PaymentConditionRow } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/** The payment conditions' domain module: records and the provider's methods beyond CRUD (spec part 2, section 5). */
export type { PaymentCondition, PaymentConditionPayload, PaymentConditionRow };

export interface PaymentConditionMethods {
  /** The default conditions a condition may be attached to (standardId 0: none attached yet). */
  attachableDefaults: CustomMethod<{ standardId: number }, PaymentConditionRow[]>;
}
