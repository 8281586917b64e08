/**
 * Wire shapes of the supplementary registration (spec part 3, sections 3 and 7, "Supplementary registration
 * (GraphQL)"), on `apiUrl('graphql')`. What the spec leaves open (argument types, the change wrapper's field names,
 * the 404 of an unregistered supplier) is fixed here, once, for the client and the mock alike.
 */

/** The operations, each named after its root field (the gateway and the mock route on the operation's name). */
export const REGISTRATION_OPERATIONS = {
  /** query(personId: String!) → SupplierRegistrationRow; an unregistered supplier answers an error with code 404. */
  supplier: 'getSupplier',
  /** query(idFDEm: Int!) → [AssignorRow]. */
  assignors: 'getAssignor',
  /** query(idFDEm: Int!) → [BankDetailsRow]. */
  bankDetails: 'getBankDetails',
  /** query → [BankInstitutionRow]. */
  banks: 'getBankInstitutions',
  /** mutation(RegistrationVariables) → { message }. */
  register: 'registerSupplier',
  /** mutation(RegistrationVariables) → { message }. */
  update: 'updateSupplier',
} as const;

/** The code of a GraphQL error that means "no registration yet" (every other error is a failure). */
export const NOT_REGISTERED_CODE = 404;

export type YesNo = 'S' | 'N';

/** '' unchanged, I insert, A alter, E delete. */
export type WireOperation = '' | 'I' | 'A' | 'E';

/** A supplier's registration. constitutionDate 'dd/MM/yyyy'; cnpj 14 digits; money in BRL. */
export interface SupplierRegistrationRow {
  idFDEm: number;
  personId: number;
  personName: string;
  cnpj: string;
  riskClassification: string;
  annualBilling: number;
  creditLimit: number;
  socialCapital: number;
  minApprovalSignatures: number;
  constitutionDate: string;
  companyType: number;
  companySize: number;
  receitaRegistrationStatus: string;
}

/** The assignor's S/N indicator fields. */
export type AssignorIndicatorField =
  | 'isSoleSigner'
  | 'inSignsCessionAgreement'
  | 'inEndorsementSigner'
  | 'inGuarantor'
  | 'inIssuesPromissoryNote'
  | 'inRelatedParty'
  | 'inRepresentative';

/** An assignor: cnpj or cpf (digits; the other empty or null). */
export type AssignorRow = {
  idFDEm: number | null;
  idFCed: number | null;
  cnpj: string | null;
  cpf: string | null;
  fullName: string;
  personalEmail: string;
  areaCode: string;
  phone: string;
} & Record<AssignorIndicatorField, YesNo>;

export interface BankDetailsRow {
  idFDBa: number | null;
  idFDEm: number | null;
  agency: string;
  bankInstitutionId: string;
  bankInstitutionName: string;
  checkingAccount: string;
  bankDataNotes: string;
}

export interface BankInstitutionRow {
  bankInstitutionId: string;
  bankInstitutionName: string;
}

/** The supplier part of a save: the row without the name (idFDEm null on registerSupplier). */
export type SupplierRegistrationInput = Omit<SupplierRegistrationRow, 'idFDEm' | 'personId' | 'personName'> & { idFDEm: number | null; personId: string };

export interface AssignorChange {
  operation: WireOperation;
  assignor: AssignorRow;
}

export interface BankDetailsChange {
  operation: WireOperation;
  bankDetails: BankDetailsRow;
}

/** The variables of registerSupplier and updateSupplier; personIdOperation is the signed-in user's code. */
export interface RegistrationVariables {
  supplier: SupplierRegistrationInput;
  assignors: AssignorChange[];
  banksDetails: BankDetailsChange[];
  personIdOperation: string;
}
