import {
  ASSIGNOR_INDICATORS,
  COMPANY_SIZES,
  COMPANY_TYPES,
  RISK_CLASSES,
  TAX_STATUSES,
  type Assignor,
  type AssignorIndicator,
  type BankAccount,
  type BankInstitution,
  type CompanySize,
  type CompanyType,
  type RegistrationSave,
  type RiskClass,
  type SupplierProfile,
  type TaxStatus,
} from '../../custom/cadastroComplementar/supplementaryRegistration';
import { missingFieldsError } from '../core/errors';
import type { AssignorIndicatorField, AssignorRow, BankDetailsRow, BankInstitutionRow, RegistrationVariables, SupplierRegistrationRow, YesNo } from './wire';

/** Each indicator's wire field. */
const INDICATOR_FIELDS: Record<AssignorIndicator, AssignorIndicatorField> = {
  soleSigner: 'isSoleSigner',
  signsCessionAgreement: 'inSignsCessionAgreement',
  endorsementSigner: 'inEndorsementSigner',
  guarantor: 'inGuarantor',
  issuesPromissoryNote: 'inIssuesPromissoryNote',
  relatedParty: 'inRelatedParty',
  representative: 'inRepresentative',
};

const oneOf = <T>(values: readonly T[], value: unknown, row: unknown): T => {
  if (!values.includes(value as T)) throw missingFieldsError(row);
  return value as T;
};

const amount = (value: unknown, row: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw missingFieldsError(row);
  return value;
};

/** 'dd/MM/yyyy' ⇄ 'yyyy-MM-dd'. */
const isoDay = (text: string, row: unknown): string => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) throw missingFieldsError(row);
  return `${match[3]}-${match[2]}-${match[1]}`;
};
const wireDay = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function toProfile(row: SupplierRegistrationRow): SupplierProfile {
  if (typeof row.idFDEm !== 'number' || typeof row.cnpj !== 'string') throw missingFieldsError(row);
  return {
    cnpj: row.cnpj,
    riskClass: oneOf<RiskClass>(RISK_CLASSES, row.riskClassification, row),
    annualBilling: amount(row.annualBilling, row),
    creditLimit: amount(row.creditLimit, row),
    socialCapital: amount(row.socialCapital, row),
    minApprovalSignatures: amount(row.minApprovalSignatures, row),
    constitutionDate: isoDay(row.constitutionDate, row),
    companyType: oneOf<CompanyType>(COMPANY_TYPES, row.companyType, row),
    companySize: oneOf<CompanySize>(COMPANY_SIZES, row.companySize, row),
    taxStatus: oneOf<TaxStatus>(TAX_STATUSES, row.receitaRegistrationStatus, row),
  };
}

export function toAssignor(row: AssignorRow): Assignor {
  if (typeof row.idFCed !== 'number' || typeof row.fullName !== 'string') throw missingFieldsError(row);
  const indicators = Object.fromEntries(ASSIGNOR_INDICATORS.map((name) => [name, row[INDICATOR_FIELDS[name]] === 'S'])) as Record<AssignorIndicator, boolean>;
  return {
    assignorId: row.idFCed,
    cpf: row.cpf ?? '',
    cnpj: row.cnpj ?? '',
    fullName: row.fullName,
    personalEmail: row.personalEmail ?? '',
    areaCode: row.areaCode ?? '',
    phone: row.phone ?? '',
    indicators,
  };
}

export function toBankAccount(row: BankDetailsRow): BankAccount {
  if (typeof row.idFDBa !== 'number' || typeof row.bankInstitutionId !== 'string') throw missingFieldsError(row);
  return {
    bankAccountId: row.idFDBa,
    bankId: row.bankInstitutionId,
    bankName: row.bankInstitutionName ?? '',
    agency: row.agency ?? '',
    checkingAccount: row.checkingAccount ?? '',
    notes: row.bankDataNotes ?? '',
  };
}

export function toBankInstitution(row: BankInstitutionRow): BankInstitution {
  if (typeof row.bankInstitutionId !== 'string' || typeof row.bankInstitutionName !== 'string') throw missingFieldsError(row);
  return { id: row.bankInstitutionId, name: row.bankInstitutionName };
}

const yesNo = (value: boolean): YesNo => (value ? 'S' : 'N');

function assignorRow(assignor: Assignor, idFDEm: number | null): AssignorRow {
  const indicators = Object.fromEntries(ASSIGNOR_INDICATORS.map((name) => [INDICATOR_FIELDS[name], yesNo(assignor.indicators[name])]));
  return {
    idFDEm,
    idFCed: assignor.assignorId,
    cpf: assignor.cpf || null,
    cnpj: assignor.cnpj || null,
    fullName: assignor.fullName,
    personalEmail: assignor.personalEmail,
    areaCode: assignor.areaCode,
    phone: assignor.phone,
    ...(indicators as Record<AssignorIndicatorField, YesNo>),
  };
}

function bankDetailsRow(account: BankAccount, idFDEm: number | null): BankDetailsRow {
  return {
    idFDBa: account.bankAccountId,
    idFDEm,
    agency: account.agency,
    bankInstitutionId: account.bankId,
    bankInstitutionName: account.bankName,
    checkingAccount: account.checkingAccount,
    bankDataNotes: account.notes,
  };
}

/** registerSupplier / updateSupplier's variables: the profile, every row with its operation, and who saves. */
export function saveVariables(save: RegistrationSave, personIdOperation: string): RegistrationVariables {
  const { profile, registrationId } = save;
  return {
    supplier: {
      idFDEm: registrationId,
      personId: String(save.supplierId),
      cnpj: profile.cnpj,
      riskClassification: profile.riskClass,
      annualBilling: profile.annualBilling,
      creditLimit: profile.creditLimit,
      socialCapital: profile.socialCapital,
      minApprovalSignatures: profile.minApprovalSignatures,
      constitutionDate: wireDay(profile.constitutionDate),
      companyType: profile.companyType,
      companySize: profile.companySize,
      receitaRegistrationStatus: profile.taxStatus,
    },
    assignors: save.assignors.map((row) => ({ operation: row.operation, assignor: assignorRow(row.item, registrationId) })),
    banksDetails: save.bankAccounts.map((row) => ({ operation: row.operation, bankDetails: bankDetailsRow(row.item, registrationId) })),
    personIdOperation,
  };
}
