import type { CustomMethod } from '../../types/providerMethods';

/**
 * The supplementary supplier registration's domain (spec part 3: "Supplementary registration" in sections 2 to 9):
 * the records the screen, its rules and the provider share. Wire names: src/dataProviders/cadastroComplementar/wire.ts.
 */

export const REGISTRATION_RESOURCE = 'cadastroComplementar';

export const RISK_CLASSES = ['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/** 1 Cooperativa, 2 Eireli, 3 EPP, 4 Ltda, 5 ME, 6 MEI, 7 S/A aberta, 8 S/A fechada. */
export const COMPANY_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** 1 Micro, 2 Pequeno, 3 Médio, 4 Grande. */
export const COMPANY_SIZES = [1, 2, 3, 4] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The tax authority's (Receita Federal) registration status: Ativa, Suspensa, Inapta, Baixada, Nula, Falência decretada. */
export const TAX_STATUSES = ['A', 'U', 'I', 'B', 'L', 'F'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/** A supplier's general information. cnpj: 14 digits; constitutionDate 'yyyy-MM-dd'; amounts in BRL. */
export interface SupplierProfile {
  cnpj: string;
  riskClass: RiskClass;
  annualBilling: number;
  creditLimit: number;
  socialCapital: number;
  minApprovalSignatures: number;
  constitutionDate: string;
  companyType: CompanyType;
  companySize: CompanySize;
  taxStatus: TaxStatus;
}

/** The assignor's yes/no indicators (S/N on the wire), in the screen's order. */
export const ASSIGNOR_INDICATORS = [
  'soleSigner',
  'signsCessionAgreement',
  'endorsementSigner',
  'guarantor',
  'issuesPromissoryNote',
  'relatedParty',
  'representative',
] as const;
export type AssignorIndicator = (typeof ASSIGNOR_INDICATORS)[number];

/** A person who assigns receivables (pessoa cedente): exactly one of cpf (11 digits) or cnpj (14 digits); the other ''. */
export interface Assignor {
  /** The server's id; null until saved. */
  assignorId: number | null;
  cpf: string;
  cnpj: string;
  fullName: string;
  personalEmail: string;
  areaCode: string;
  phone: string;
  indicators: Record<AssignorIndicator, boolean>;
}

export interface BankAccount {
  /** The server's id; null until saved. */
  bankAccountId: number | null;
  /** The bank's code ('001'). */
  bankId: string;
  bankName: string;
  agency: string;
  checkingAccount: string;
  notes: string;
}

export interface BankInstitution {
  id: string;
  name: string;
}

/** A stored registration: the supplier's profile and its rows. */
export interface Registration {
  registrationId: number;
  supplierId: number;
  supplierName: string;
  profile: SupplierProfile;
  assignors: Assignor[];
  bankAccounts: BankAccount[];
}

/** A row's change since the last save: '' none, I inserted, A altered, E deleted. */
export type RowOperation = '' | 'I' | 'A' | 'E';

export interface TrackedRow<T> {
  /** The row's key on screen (stable while the rows are edited). */
  key: string;
  operation: RowOperation;
  item: T;
}

/** What CADASTRAR (registrationId null) or ATUALIZAR sends: every row with its operation. */
export interface RegistrationSave {
  supplierId: number;
  registrationId: number | null;
  profile: SupplierProfile;
  assignors: TrackedRow<Assignor>[];
  bankAccounts: TrackedRow<BankAccount>[];
}

/**
 * The area's methods (resource `cadastroComplementar`): a supplier's registration (null when it has none yet: the
 * server's 404), the bank institutions, and the save (registerSupplier for a new one, updateSupplier otherwise).
 */
export interface RegistrationMethods {
  registration: CustomMethod<{ supplierId: number }, Registration | null>;
  banks: CustomMethod<Record<string, never>, BankInstitution[]>;
  save: CustomMethod<RegistrationSave, { created: boolean }>;
}
