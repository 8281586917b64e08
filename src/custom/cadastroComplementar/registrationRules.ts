import { isValid, startOfDay } from 'date-fns';
import { digitsOnly, isValidCnpj, isValidCpf, maskCnpj, maskCpf } from '../../kit/validators/brDocuments';
import {
  ASSIGNOR_INDICATORS,
  type Assignor,
  type BankAccount,
  type CompanySize,
  type CompanyType,
  type RiskClass,
  type SupplierProfile,
  type TaxStatus,
  type TrackedRow,
} from './supplementaryRegistration';

/**
 * The registration form's rules (spec part 3, sections 4 and 5, "Supplementary registration"): the drafts as typed,
 * their checks (each problem a message key of `pages.supplementaryRegistration.problems`), and the rows' change
 * tracking. Pure: the screen's hook holds the state.
 */

/** Money as typed: its cents as digits ('123456' shows 'R$ 1.234,56'). */
export type CentsText = string;

export interface ProfileDraft {
  cnpj: string;
  riskClass: RiskClass | '';
  companyType: CompanyType | '';
  companySize: CompanySize | '';
  taxStatus: TaxStatus | '';
  annualBilling: CentsText;
  creditLimit: CentsText;
  socialCapital: CentsText;
  minApprovalSignatures: string;
  constitutionDate: Date | null;
}

export type ProfileField = keyof ProfileDraft;
export type Problems<Field extends string> = Partial<Record<Field, string>>;

export const EMPTY_PROFILE: ProfileDraft = {
  cnpj: '',
  riskClass: '',
  companyType: '',
  companySize: '',
  taxStatus: '',
  annualBilling: '',
  creditLimit: '',
  socialCapital: '',
  minApprovalSignatures: '',
  constitutionDate: null,
};

/** Typed money text → its cents' digits (no leading zeros). */
export const centsOf = (typed: string): CentsText => digitsOnly(typed).replace(/^0+(?=\d)/, '').slice(0, 15);
export const amountOfCents = (cents: CentsText): number => Number(cents) / 100;
const centsOfAmount = (amount: number): CentsText => String(Math.round(amount * 100));

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dayOfIso = (iso: string): Date => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

export function profileDraftOf(profile: SupplierProfile): ProfileDraft {
  return {
    cnpj: maskCnpj(profile.cnpj),
    riskClass: profile.riskClass,
    companyType: profile.companyType,
    companySize: profile.companySize,
    taxStatus: profile.taxStatus,
    annualBilling: centsOfAmount(profile.annualBilling),
    creditLimit: centsOfAmount(profile.creditLimit),
    socialCapital: centsOfAmount(profile.socialCapital),
    minApprovalSignatures: String(profile.minApprovalSignatures),
    constitutionDate: dayOfIso(profile.constitutionDate),
  };
}

/** Every problem of the general information; `today` for the constitution date (not in the future). */
export function profileProblems(draft: ProfileDraft, today: Date): Problems<ProfileField> {
  const problems: Problems<ProfileField> = {};
  if (digitsOnly(draft.cnpj) === '') problems.cnpj = 'cnpjRequired';
  else if (!isValidCnpj(draft.cnpj)) problems.cnpj = 'cnpjInvalid';
  if (draft.riskClass === '') problems.riskClass = 'riskClassRequired';
  if (draft.companyType === '') problems.companyType = 'companyTypeRequired';
  if (draft.companySize === '') problems.companySize = 'companySizeRequired';
  if (draft.taxStatus === '') problems.taxStatus = 'taxStatusRequired';
  if (draft.annualBilling === '') problems.annualBilling = 'annualBillingRequired';
  if (draft.creditLimit === '') problems.creditLimit = 'creditLimitRequired';
  if (draft.socialCapital === '') problems.socialCapital = 'socialCapitalRequired';
  const signatures = draft.minApprovalSignatures.trim();
  if (!/^-?\d+$/.test(signatures)) problems.minApprovalSignatures = 'minSignaturesRequired';
  else if (Number(signatures) < 0) problems.minApprovalSignatures = 'minSignaturesNegative';
  if (draft.constitutionDate === null) problems.constitutionDate = 'constitutionDateRequired';
  else if (!isValid(draft.constitutionDate)) problems.constitutionDate = 'dateInvalid';
  else if (startOfDay(draft.constitutionDate) > startOfDay(today)) problems.constitutionDate = 'constitutionDateFuture';
  return problems;
}

/** The profile a draft without problems stands for. */
export function profileOf(draft: ProfileDraft): SupplierProfile {
  if (draft.riskClass === '' || draft.companyType === '' || draft.companySize === '' || draft.taxStatus === '' || !draft.constitutionDate) {
    throw new Error('profileOf needs a draft without problems');
  }
  return {
    cnpj: digitsOnly(draft.cnpj),
    riskClass: draft.riskClass,
    companyType: draft.companyType,
    companySize: draft.companySize,
    taxStatus: draft.taxStatus,
    annualBilling: amountOfCents(draft.annualBilling),
    creditLimit: amountOfCents(draft.creditLimit),
    socialCapital: amountOfCents(draft.socialCapital),
    minApprovalSignatures: Number(draft.minApprovalSignatures.trim()),
    constitutionDate: isoDay(draft.constitutionDate),
  };
}

/** An assignor as typed: CPF and CNPJ masked as they are typed. */
export type AssignorDraft = Omit<Assignor, 'assignorId'>;
export type AssignorField = 'document' | 'cpf' | 'cnpj' | 'fullName' | 'personalEmail' | 'areaCode' | 'phone';

export const emptyAssignor = (): AssignorDraft => ({
  cpf: '',
  cnpj: '',
  fullName: '',
  personalEmail: '',
  areaCode: '',
  phone: '',
  indicators: Object.fromEntries(ASSIGNOR_INDICATORS.map((name) => [name, false])) as AssignorDraft['indicators'],
});

export const assignorDraftOf = ({ assignorId: _id, ...assignor }: Assignor): AssignorDraft => ({
  ...assignor,
  cpf: maskCpf(assignor.cpf),
  cnpj: maskCnpj(assignor.cnpj),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function assignorProblems(draft: AssignorDraft): Problems<AssignorField> {
  const problems: Problems<AssignorField> = {};
  const cpf = digitsOnly(draft.cpf);
  const cnpj = digitsOnly(draft.cnpj);
  if ((cpf === '') === (cnpj === '')) problems.document = 'documentOne';
  else if (cpf !== '' && !isValidCpf(draft.cpf)) problems.cpf = 'cpfInvalid';
  else if (cnpj !== '' && !isValidCnpj(draft.cnpj)) problems.cnpj = 'cnpjInvalid';
  if (draft.fullName.trim() === '') problems.fullName = 'fullNameRequired';
  if (draft.personalEmail.trim() === '') problems.personalEmail = 'emailRequired';
  else if (!EMAIL.test(draft.personalEmail.trim())) problems.personalEmail = 'emailInvalid';
  if (!/^\d{2}$/.test(draft.areaCode)) problems.areaCode = 'areaCodeInvalid';
  if (!/^\d{8,9}$/.test(draft.phone)) problems.phone = 'phoneInvalid';
  return problems;
}

/** The assignor a draft without problems stands for: digits only, name uppercased, e-mail lowercased. */
export const assignorOf = (draft: AssignorDraft, assignorId: number | null): Assignor => ({
  ...draft,
  assignorId,
  cpf: digitsOnly(draft.cpf),
  cnpj: digitsOnly(draft.cnpj),
  fullName: draft.fullName.trim().toUpperCase(),
  personalEmail: draft.personalEmail.trim().toLowerCase(),
});

export type BankDraft = Omit<BankAccount, 'bankAccountId'>;
export type BankField = 'bankId' | 'agency' | 'checkingAccount' | 'notes';

export const MAX_AGENCY = 4;
export const MAX_ACCOUNT = 14;
/** The account field takes one character more than the rule allows, so that a too long number is told, not cut. */
export const ACCOUNT_INPUT_LIMIT = 15;
export const MAX_NOTES = 200;

export const emptyBank = (): BankDraft => ({ bankId: '', bankName: '', agency: '', checkingAccount: '', notes: '' });
export const bankDraftOf = ({ bankAccountId: _id, ...account }: BankAccount): BankDraft => account;

export function bankProblems(draft: BankDraft): Problems<BankField> {
  const problems: Problems<BankField> = {};
  if (draft.bankId === '') problems.bankId = 'bankRequired';
  if (draft.agency === '') problems.agency = 'agencyRequired';
  else if (!/^\d+$/.test(draft.agency) || draft.agency.length > MAX_AGENCY) problems.agency = 'agencyInvalid';
  if (draft.checkingAccount === '') problems.checkingAccount = 'accountRequired';
  else if (!/^[\dX]+$/.test(draft.checkingAccount) || draft.checkingAccount.length > MAX_ACCOUNT) problems.checkingAccount = 'accountInvalid';
  if (draft.notes.trim() === '') problems.notes = 'notesRequired';
  else if (draft.notes.length > MAX_NOTES) problems.notes = 'notesTooLong';
  return problems;
}

export const bankAccountOf = (draft: BankDraft, bankAccountId: number | null): BankAccount => ({
  ...draft,
  bankAccountId,
  notes: draft.notes.trim().toUpperCase(),
});

/** Typing rules of the bank fields: agency digits only; account digits or X, uppercased; notes uppercased. */
export const typedAgency = (text: string): string => digitsOnly(text);
export const typedAccount = (text: string): string => text.toUpperCase().replace(/[^\dX]/g, '').slice(0, ACCOUNT_INPUT_LIMIT);
export const typedUpper = (text: string): string => text.toUpperCase();

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;

/** The saved rows, unchanged (''), keyed by their server id. */
export const trackedRows = <T>(items: readonly T[], idOf: (item: T) => number | null): TrackedRow<T>[] =>
  items.map((item) => ({ key: `saved-${idOf(item)}`, operation: '', item }));

let newRows = 0;

/** A row added on screen: I. */
export const addRow = <T>(rows: readonly TrackedRow<T>[], item: T): TrackedRow<T>[] => {
  newRows += 1;
  return [...rows, { key: `new-${newRows}`, operation: 'I', item }];
};

/** An edited row: A, or still I if it was never saved. */
export const editRow = <T>(rows: readonly TrackedRow<T>[], key: string, item: T): TrackedRow<T>[] =>
  rows.map((row) => (row.key === key ? { ...row, item, operation: row.operation === 'I' ? 'I' : 'A' } : row));

/** The rows still standing (not E). */
export const standing = <T>(rows: readonly TrackedRow<T>[]): TrackedRow<T>[] => rows.filter((row) => row.operation !== 'E');

/** A standing row may go unless it is the last one. */
export const canDelete = <T>(rows: readonly TrackedRow<T>[], key: string): boolean =>
  standing(rows).length > 1 && standing(rows).some((row) => row.key === key);

/** A deleted row: E (kept, struck through) or, never saved, gone. */
export const deleteRow = <T>(rows: readonly TrackedRow<T>[], key: string): TrackedRow<T>[] => {
  if (!canDelete(rows, key)) return [...rows];
  return rows.flatMap((row) => (row.key !== key ? [row] : row.operation === 'I' ? [] : [{ ...row, operation: 'E' as const }]));
};

export const hasUnsavedRows = (rows: readonly TrackedRow<unknown>[]): boolean => rows.some((row) => row.operation !== '');
