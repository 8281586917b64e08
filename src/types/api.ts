/**
 * API shapes of the spec's entity sections, typed once and shared by the data providers and the mock.
 * Field names are the servers' own (legacy upper-case Oracle columns, newer camelCase).
 */

/** The legacy REST envelope: status flag, message, items and (for paged lists) a total. */
export interface LegacyEnvelope<T> {
  status: boolean | 0 | 1;
  message?: string;
  itens?: T;
  total?: { value: number };
}

export interface LoginPayload {
  codigo: string;
  senha: string;
}

export interface LoginResponse {
  status: boolean;
  acesso?: string;
  message: string;
  /** Set when the user must renew the password before using the portal. */
  renovacao?: boolean;
}

export interface ForgotPasswordPayload {
  codigo: string;
}

export interface StatusMessage {
  status: boolean;
  message: string;
}

export interface UserByToken {
  codigo: string;
  nome: string;
  /** Internal buyer view (retailer-side staff). */
  isVisaoTok: boolean;
  /** The password must be renewed before anything else (the server refuses every other call). */
  renovacao: boolean;
  /** The user's access type (id_md5): an edit of that type reloads the page (spec part 1, section 4). */
  permissao_id_md5: string;
}

export interface PermissionCheck {
  permissions: string[];
  role: string;
}

export interface SessionUser {
  codigo: string;
  nome: string;
  permissions: string[];
  role: string;
  isVisaoTok: boolean;
  /** Password renewal mode, as the server says (user by token), not as a cookie says. */
  renewal: boolean;
  /** The user's own access type (id_md5), '' when the server did not say. */
  accessTypeId: string;
}

export type SupplierType = 'F' | 'M' | 'A';

/** Supplier option / visibility row (GET /fornecedores). */
export interface SupplierRow {
  ID_PESSOA: number;
  NM_PESSOA: string;
  RET_EMAIL_PESSOA: string;
}

export interface AccessType {
  id_md5: string;
  descricao: string;
  dt_criacao: string;
}

/** POST /permissao, PUT /permissao/{id}, POST /grupo, PUT /grupo/{id}. */
export interface DescriptionPayload {
  descricao: string;
}

/** A feature of GET /funcionalidade (the catalogue: every feature there is). */
export interface FeatureRow {
  id_md5: string;
  descricao: string;
}

/** A feature of GET /funcionalidade/getFuncionalidadesByPermissionID: on when the access type holds it. */
export interface Feature extends FeatureRow {
  value: 'on' | 'off';
}

export interface QuantityResponse {
  quantity: number;
}

/** GraphQL error entry as the newer API sends it. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string | number };
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorEntry[];
}

// ---------------------------------------------------------------------------------------------
// Home screen (issue 3): home cards, counters and contact info (spec part 1, sections 2, 3 and 7).
// ---------------------------------------------------------------------------------------------

/** A pending item of the home's Pendências card (GET /pendencias/, legacy). */
export interface PendenciaRow {
  /** Purchase order number. */
  NR_PC: number | string;
  /** Days left to act on it. */
  QT_DIAS_PRAZO: number;
  /** Schedule date, 'yyyy-MM-dd'. */
  DT_AGENDA: string;
  NR_PEDIDO: number | string;
}

/** Announcement in the legacy list shape (GET /comunicado/). */
export interface AnnouncementListItem {
  ID_CFG: number;
  DS_TITULO: string;
  TX_DESCRICAO: string;
  /** URL, or a stored file path holding the assets marker ';@Assets/'. */
  DS_LINK: string | null;
  /** Release date-time text. */
  DT_LANCAMENTO: string;
}

/** Contact in the home shape (GET /contato/). */
export interface HomeContact {
  ID_CONTATO: number;
  ID_GRUPO: number;
  DS_GRUPO: string;
  DS_CONTATO: string;
  NM_TITULO: string;
  DS_DIRETORIO: string | null;
}

/** Contact-info row (GET /contatoInfo?personId=): gerentes and analistas are comma-separated 'Nome <email>'. */
export interface ContactInfoRow {
  cdGep: number;
  nmGep: string;
  gerentes: string;
  analistas: string;
}

/** The GraphQL pendingReturnProducts row (still read by the home's count): src/dataProviders/gerenciarPedidos/returns/wire.ts. */
export type { PendingReturnProductRow } from '../dataProviders/gerenciarPedidos/returns/wire';

/** Compliance list item (the compliance screen's list; the home counts the pending ones). */
export interface ComplianceListItem {
  complianceId: number;
  complianceName: string;
  complianceDescription: string;
  startDate: string;
  endDate: string;
  signatureDate: string | null;
  isPending: boolean;
}

/** A contact group (GET /grupo, GET /grupo/{id}); the contact form's Grupo select lists them. */
export interface ContactGroup {
  id: number;
  descricao: string;
}

/** Yes/no flags of the order servers. */
export type YesNo = 'S' | 'N';

/** Order status codes (spec part 2, section 4): P pending confirmation, C confirmed, R refused order, RA refused items, E delivered. */
export type OrderStatus = 'P' | 'C' | 'R' | 'RA' | 'E';

/**
 * A pending or scheduled order line (spec part 2, section 3). Dates arrive as 'yyyy-MM-ddTHH:mm:ss' ('0001-01-01T00:00:00'
 * when there is none). availableScheduleDatesList holds 'dd/MM/yy;Id_ccaf' pairs, comma-separated: the days the line may
 * be delivered on, each with the capacity slot it would take.
 */
export interface PendingOrderLine {
  purchaseOrderId: number;
  productId: number;
  productName: string;
  numericCode: number;
  colorAbbreviation: string;
  issueDate: string;
  deliveryDateOrigin: string;
  expectedDeliveryDate: string;
  deliveryDate: string;
  itemQuantity: number;
  quantityDelivery: number;
  quantityOutstanding: number;
  personId: number;
  personName: string;
  unitaryValue: number;
  percentValueIPI: number;
  forecastQuantity: number;
  amount: number;
  outstandingAmount: number;
  amountOutstandingVolume: number;
  scheduleQuantity: number;
  quantityVolumeSchedule: number;
  GEPDescription: string;
  familyId: number;
  orderType: string;
  orderTypeDescription: string;
  paymentId: number;
  branchDeliveryId: number;
  branchId: number;
  branchName: string;
  alphaId: string;
  qualityIndex1: number;
  mercosurCommonName: string;
  monetaryPenaltySchedule: number;
  percentDiscont: number;
  monetaryDiscont: number;
  netDiscount: number;
  advanceRequest: YesNo;
  availableScheduleDatesList: string;
  scheduleAvailabilityDescription: string;
  totalRows: number;
  scheduleDate: string;
  allowCancelIs: YesNo;
  rotation: string;
  breakageDescription: string;
  sciaStatusDescription: string;
  IPCpayment: string;
  supplierPayment: string;
  rejectionReasonDescription: string;
  suggestedScheduleDate: string;
}

/** A delivery branch (known: 101 Extrema-MG, 40 Jandira-SP) with the address a delivery goes to. */
export interface Branch {
  branchId: number;
  externalBranchName: string;
  address: string;
}

/** An order item of the management tabs (orders API GET /orders; spec part 2, section 3). Dates 'yyyy-MM-ddTHH:mm:ss'. */
export type OrderItem = Pick<
  PendingOrderLine,
  | 'purchaseOrderId'
  | 'productId'
  | 'numericCode'
  | 'alphaId'
  | 'productName'
  | 'colorAbbreviation'
  | 'scheduleQuantity'
  | 'deliveryDate'
  | 'issueDate'
  | 'expectedDeliveryDate'
  | 'scheduleDate'
  | 'paymentId'
  | 'itemQuantity'
  | 'quantityDelivery'
  | 'quantityOutstanding'
  | 'personId'
  | 'personName'
  | 'unitaryValue'
  | 'percentValueIPI'
  | 'amount'
  | 'outstandingAmount'
  | 'percentDiscont'
  | 'monetaryDiscont'
  | 'monetaryPenaltySchedule'
  | 'netDiscount'
  | 'advanceRequest'
  | 'sciaStatusDescription'
  | 'totalRows'
  | 'suggestedScheduleDate'
  | 'rejectionReasonDescription'
  | 'deliveryDateOrigin'
  | 'forecastQuantity'
  | 'amountOutstandingVolume'
  | 'quantityVolumeSchedule'
  | 'GEPDescription'
  | 'familyId'
  | 'orderType'
  | 'orderTypeDescription'
  | 'branchDeliveryId'
  | 'branchId'
  | 'branchName'
  | 'qualityIndex1'
  | 'mercosurCommonName'
> & { sciaStatus: OrderStatus | 'N' };

/** A confirmed schedule's item (GET /orders/findOrdersByScheduleStatus). */
export type ScheduledOrderItem = Pick<
  PendingOrderLine,
  | 'purchaseOrderId'
  | 'branchId'
  | 'branchDeliveryId'
  | 'branchName'
  | 'scheduleDate'
  | 'productId'
  | 'numericCode'
  | 'alphaId'
  | 'productName'
  | 'colorAbbreviation'
  | 'scheduleQuantity'
  | 'sciaStatusDescription'
  | 'deliveryDate'
  | 'totalRows'
>;

/** POST /orders/confirmRefuse (and each element of /orders/confirmRefuseByList). Dates DD/MM/YYYY. */
export interface ConfirmRefuseBody {
  personId: number;
  scheduleDate: string;
  /** The supplier's suggested new date on a refusal; '' on a confirmation. */
  scheduleSuggestionDate: string;
  deliveryDate: string;
  branchId: number;
  purchaseOrderId: number;
  productId: number;
  /** C confirm, R refuse the whole order's schedule, RA refuse chosen items. */
  statusIs: 'C' | 'R' | 'RA';
  /** The refusal reason (0 on a confirmation). */
  reasonRefuseId: number;
}

export interface RefusalReason {
  reasonId: number;
  reasonName: string;
}

export interface SupplierOptionRow {
  personId: number;
  supplierName: string;
}

export interface PaymentConditionOption {
  paymentId: number;
  deadlineDays: number;
  nameConditionPayment: string;
}

/** Shipping labels, protocols and completed deliveries: wire types in src/dataProviders/gerenciarPedidos/{labels,protocols,completed}/wire.ts; receiving options': src/dataProviders/opcoesRecebimento/wire.ts. */

/** A payment condition of the list (GET /condicoesPagamento, /condicoesPagamento/padrao, /listByCodPadrao/{cod}). */
export interface PaymentConditionRow {
  paymentId: number;
  nameConditionPayment: string;
  /** The name of the attached default condition ('' for a default one). */
  standardPaymentCondition: string;
  deadlineDays: number;
  discountPercent: number;
  standardCondition: YesNo;
}

/** POST /condicoesPagamento (and PUT /condicoesPagamento/{Cd_pagto} with Cd_pagto): In_cond_padrao_org N when a default is attached. */
export interface PaymentConditionPayload {
  Cd_pagto?: number;
  Cd_pagto_padrao_org: number | null;
  Nr_prazo: number;
  Vp_desc_antec_pagto: number;
  In_cond_padrao_org: YesNo;
  Tx_obs: string;
}

/** An order line of the scheduling history (GraphQL Orders); dates 'yyyy-MM-ddTHH:mm:ss', '0001-01-01T00:00:00' for none. */
export interface HistoryOrderRow {
  purchaseOrderId: number;
  productId: number;
  numericCode: number;
  productName: string;
  colorAbbreviation: string;
  issueDate: string;
  deliveryDate: string;
  scheduleDate: string;
  sciaStatusDescription: string;
  branchId: number;
  deliveryDateOrigin: string;
  totalRows: number;
}

/** One order line's card (GraphQL OrderDetail); otifValue is a percentage, null until the line is delivered. */
export interface OrderDetail {
  purchaseOrderId: number;
  productName: string;
  productId: number;
  numericCode: number;
  colorAbbreviation: string;
  alphaId: string;
  statusDescription: string;
  personId: number;
  personalName: string;
  otifValue: number | null;
  monetaryDiscountNoShow: number;
  monetaryDiscountScheduleChange: number;
}

/** One change of an order line's schedule (GraphQL OrderHistory); auditRegisterDate carries the time of the record. */
export interface OrderHistoryRow {
  auditRegisterDate: string;
  newScheduleDate: string;
  scheduleDate: string;
  updateOrigin: string;
  delayDescriptionReason: string;
  itemQuantity: number;
  sciaStatusDescription: string;
  statusDate: string;
  suggestedScheduleDate: string;
  daysPaymentTerm: number;
  monetaryDiscountNoShow: number;
  monetaryDiscountScheduleChange: number;
  totalRows: number;
}

/** A supplier of the GraphQL suppliers query (the history's supplier picker). */
export interface GraphqlSupplier {
  personId: number;
  supplierName: string;
}

/** Product division of the group lists: A accessories, P furniture (inAcessMoveis). */
export type ProductDivision = 'A' | 'P';

/** A product group (GET /produtos/grupos?inAcessMoveis=A|P); dsGrupo is the orders' GEPDescription ('01 - Estofados'). */
export interface ProductGroup {
  cdGrupo: number;
  dsGrupo: string;
  cdDiv: ProductDivision;
}

/** A product family of a group (GET /produtos/familias?cdGrupo=&cdDiv=). */
export interface ProductFamily {
  idFamilia: number;
  dsFamilia: string;
}
