import type { PaymentConditionPayload, PaymentConditionRow } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/** The payment conditions' domain module: records and the provider's methods beyond CRUD (spec part 2, section 5). */
export type { PaymentConditionPayload, PaymentConditionRow };

/** One payment condition as its form edits it (GET /condicoesPagamento/{id}). */
export interface PaymentConditionDetail {
  name: string;
  /** The attached default condition's name ('' when none). */
  standardName: string;
  /** A default condition of the organisation. */
  isDefault: boolean;
  /** The attached default condition's code. */
  standardId: number | null;
  termDays: number;
  /** The discount with a comma decimal, as the form shows it. */
  discount: string;
}

export interface PaymentConditionMethods {
  /** The default conditions a condition may be attached to (standardId 0: none attached yet). */
  attachableDefaults: CustomMethod<{ standardId: number }, PaymentConditionRow[]>;
}
