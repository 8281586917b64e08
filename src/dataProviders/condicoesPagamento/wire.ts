import type { PaymentConditionDetail } from '../../resources/condicoesPagamento/paymentConditions';
import type { YesNo } from '../../types/api';

/** One payment condition (GET /condicoesPagamento/{id}); VP_DESCONTO has a comma decimal. */
export interface PaymentCondition {
  NM_COND_PAGTO: string;
  NM_COND_PAGTO_PADRAO: string;
  IN_COND_PADRAO_ORG: YesNo;
  CD_PAGTO_PADRAO: number | null;
  NR_DIAS_PRAZO: number;
  VP_DESCONTO: string;
}

/** One payment condition as the area's record. */
export const toConditionDetail = (row: PaymentCondition): PaymentConditionDetail => ({
  name: row.NM_COND_PAGTO,
  standardName: row.NM_COND_PAGTO_PADRAO,
  isDefault: row.IN_COND_PADRAO_ORG === 'S',
  standardId: row.CD_PAGTO_PADRAO,
  termDays: row.NR_DIAS_PRAZO,
  discount: row.VP_DESCONTO,
});
