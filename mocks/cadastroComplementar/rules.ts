import type { AssignorChange, BankDetailsChange, SupplierRegistrationInput } from '../../src/dataProviders/cadastroComplementar/wire';
import type { Caller } from '../http/endpoint';
import { BANK_INSTITUTIONS } from './banks';
import type { AssignorRecord, BankDetailsRecord, RegistrationRecord } from './seed';

/**
 * The registration server's own rules (spec part 3, sections 5 and 6): who may read and write which registration,
 * what a registration, an assignor and a bank account must hold, and how the rows' operations apply. Written apart
 * from the client's checks (its own check digits too), so that a rule moved on one side fails a test.
 */

export const REGISTRATION_MESSAGES = {
  notRegistered: 'Fornecedor sem cadastro complementar.',
  alreadyRegistered: 'Fornecedor já possui cadastro complementar: use updateSupplier.',
  otherSupplier: 'Um fornecedor só pode consultar e alterar o próprio cadastro complementar.',
  otherUser: 'personIdOperation não é o usuário desta sessão.',
  supplierUnknown: 'Fornecedor não encontrado.',
  registrationMismatch: 'O cadastro informado (idFDEm) não é o deste fornecedor.',
  cnpj: 'CNPJ do fornecedor inválido.',
  riskClass: 'Classificação de risco inválida (AA, A a H).',
  companyType: 'Tipo de empresa inválido (1 a 8).',
  companySize: 'Porte da empresa inválido (1 a 4).',
  taxStatus: 'Situação na Receita Federal inválida (A, U, I, B, L ou F).',
  amount: 'Faturamento anual, limite de crédito e capital social devem ser números maiores ou iguais a zero.',
  signatures: 'A quantidade mínima de assinaturas deve ser um número inteiro maior ou igual a zero.',
  constitutionDate: 'Data de constituição inválida (dd/MM/yyyy, não futura).',
  operation: "Operação inválida: use '', 'I', 'A' ou 'E'.",
  rowUnknown: 'Registro não encontrado neste cadastro para a operação informada.',
  assignorDocument: 'Informe apenas um documento da pessoa cedente: CPF ou CNPJ válido.',
  assignorName: 'Informe o nome completo da pessoa cedente.',
  assignorEmail: 'E-mail pessoal da pessoa cedente inválido.',
  assignorPhone: 'Telefone da pessoa cedente inválido: DDD com 2 dígitos e número com 8 ou 9 dígitos.',
  assignorIndicator: "Os indicadores da pessoa cedente devem ser 'S' ou 'N'.",
  bank: 'Banco não encontrado.',
  agency: 'Agência inválida: até 4 dígitos, sem dígito verificador.',
  account: 'Conta corrente inválida: até 14 caracteres, dígitos ou X.',
  notes: 'Observação da conta bancária obrigatória, com até 200 caracteres.',
  oneEach: 'O cadastro precisa de ao menos uma pessoa cedente e uma conta bancária.',
  created: 'Cadastro criado com sucesso!',
  updated: 'Cadastro atualizado com sucesso!',
} as const;

const M = REGISTRATION_MESSAGES;

/** A refused call: its GraphQL error code and message. */
export class RegistrationRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (code: number, message: string): never => {
  throw new RegistrationRefusal(code, message);
};

/** The supplier a call is for: staff (filtro-fornecedor) any; a supplier itself only, another is refused. */
export function supplierFor(caller: Caller, requested: unknown, knownSupplier: (personId: number) => boolean): number {
  const asked = typeof requested === 'string' || typeof requested === 'number' ? String(requested).trim() : '';
  if (!/^\d+$/.test(asked)) return refuse(400, M.supplierUnknown);
  const personId = Number(asked);
  if (!caller.permissions.has('filtro-fornecedor') && personId !== Number(caller.user.codigo)) return refuse(403, M.otherSupplier);
  if (!knownSupplier(personId)) return refuse(404, M.supplierUnknown);
  return personId;
}

/** Modulo-11 check digit over `digits`, weights running from `top` down to 2 and, for a CNPJ, restarting at 9. */
function mod11(digits: string, weights: number[]): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits[index]) * weights[index];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const descending = (from: number, length: number): number[] => Array.from({ length }, (_, index) => from - index);
const cnpjWeights = (length: number): number[] => descending(length - 7, length - 8).concat(descending(9, 8));

export function cpfValid(value: string): boolean {
  if (!/^\d{11}$/.test(value) || new Set(value).size === 1) return false;
  return mod11(value.slice(0, 9), descending(10, 9)) === Number(value[9]) && mod11(value.slice(0, 10), descending(11, 10)) === Number(value[10]);
}

export function cnpjValid(value: string): boolean {
  if (!/^\d{14}$/.test(value) || new Set(value).size === 1) return false;
  return mod11(value.slice(0, 12), cnpjWeights(12)) === Number(value[12]) && mod11(value.slice(0, 13), cnpjWeights(13)) === Number(value[13]);
}

/** 'dd/MM/yyyy' of a real day, not after `today` ('yyyy-MM-dd'). */
function pastDay(text: unknown, today: string): boolean {
  const match = typeof text === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  if (!match) return false;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real && `${yyyy}-${mm}-${dd}` <= today;
}

const amount = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The supplier part of a save, checked: the fields to store. */
export function checkedProfile(input: Partial<SupplierRegistrationInput>, today: string): Omit<RegistrationRecord, 'idFDEm' | 'personId' | 'updatedBy'> {
  if (!cnpjValid(text(input.cnpj))) refuse(400, M.cnpj);
  if (!['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].includes(text(input.riskClassification))) refuse(400, M.riskClass);
  if (!Number.isInteger(input.companyType) || Number(input.companyType) < 1 || Number(input.companyType) > 8) refuse(400, M.companyType);
  if (!Number.isInteger(input.companySize) || Number(input.companySize) < 1 || Number(input.companySize) > 4) refuse(400, M.companySize);
  if (!['A', 'U', 'I', 'B', 'L', 'F'].includes(text(input.receitaRegistrationStatus))) refuse(400, M.taxStatus);
  if (!amount(input.annualBilling) || !amount(input.creditLimit) || !amount(input.socialCapital)) refuse(400, M.amount);
  if (!Number.isInteger(input.minApprovalSignatures) || Number(input.minApprovalSignatures) < 0) refuse(400, M.signatures);
  if (!pastDay(input.constitutionDate, today)) refuse(400, M.constitutionDate);
  return {
    cnpj: text(input.cnpj),
    riskClassification: text(input.riskClassification),
    annualBilling: Number(input.annualBilling),
    creditLimit: Number(input.creditLimit),
    socialCapital: Number(input.socialCapital),
    minApprovalSignatures: Number(input.minApprovalSignatures),
    constitutionDate: text(input.constitutionDate),
    companyType: Number(input.companyType),
    companySize: Number(input.companySize),
    receitaRegistrationStatus: text(input.receitaRegistrationStatus),
  };
}

const INDICATORS = ['isSoleSigner', 'inSignsCessionAgreement', 'inEndorsementSigner', 'inGuarantor', 'inIssuesPromissoryNote', 'inRelatedParty', 'inRepresentative'] as const;

function checkedAssignor(input: AssignorChange['assignor'], idFDEm: number, idFCed: number): AssignorRecord {
  const cpf = text(input.cpf);
  const cnpj = text(input.cnpj);
  const oneDocument = (cpf === '') !== (cnpj === '');
  if (!oneDocument || (cpf !== '' && !cpfValid(cpf)) || (cnpj !== '' && !cnpjValid(cnpj))) refuse(400, M.assignorDocument);
  if (text(input.fullName) === '') refuse(400, M.assignorName);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(input.personalEmail))) refuse(400, M.assignorEmail);
  if (!/^\d{2}$/.test(text(input.areaCode)) || !/^\d{8,9}$/.test(text(input.phone))) refuse(400, M.assignorPhone);
  const indicators = Object.fromEntries(
    INDICATORS.map((name) => {
      const value = input[name] ?? 'N';
      if (value !== 'S' && value !== 'N') refuse(400, M.assignorIndicator);
      return [name, value];
    }),
  ) as Pick<AssignorRecord, (typeof INDICATORS)[number]>;
  return {
    idFDEm,
    idFCed,
    cpf: cpf || null,
    cnpj: cnpj || null,
    fullName: text(input.fullName),
    personalEmail: text(input.personalEmail),
    areaCode: text(input.areaCode),
    phone: text(input.phone),
    ...indicators,
  };
}

function checkedBankDetails(input: BankDetailsChange['bankDetails'], idFDEm: number, idFDBa: number): BankDetailsRecord {
  const bank = BANK_INSTITUTIONS.find((row) => row.bankInstitutionId === text(input.bankInstitutionId));
  if (!bank) return refuse(400, M.bank);
  if (!/^\d{1,4}$/.test(text(input.agency))) refuse(400, M.agency);
  if (!/^[\dX]{1,14}$/.test(text(input.checkingAccount))) refuse(400, M.account);
  const notes = text(input.bankDataNotes);
  if (notes === '' || notes.length > 200) refuse(400, M.notes);
  return { idFDBa, idFDEm, agency: text(input.agency), bankInstitutionId: bank.bankInstitutionId, bankInstitutionName: bank.bankInstitutionName, checkingAccount: text(input.checkingAccount), bankDataNotes: notes };
}

/**
 * A registration's rows after the save's operations: '' leaves a row, I inserts it with a new id (from `nextId`),
 * A replaces the stored row of that id, E removes it. A or E on a row that is not this registration's is refused;
 * so is a result without at least one row.
 */
function applied<Row, Input>(
  stored: readonly Row[],
  changes: readonly { operation: string; input: Input }[],
  idOf: (row: Row) => number,
  inputId: (input: Input) => unknown,
  check: (input: Input, id: number) => Row,
  nextId: () => number,
): Row[] {
  let rows = [...stored];
  for (const { operation, input } of changes) {
    if (operation === '') continue;
    if (operation === 'I') {
      rows.push(check(input, nextId()));
      continue;
    }
    if (operation !== 'A' && operation !== 'E') return refuse(400, M.operation);
    const id = Number(inputId(input));
    if (!rows.some((row) => idOf(row) === id)) return refuse(404, M.rowUnknown);
    rows = operation === 'E' ? rows.filter((row) => idOf(row) !== id) : rows.map((row) => (idOf(row) === id ? check(input, id) : row));
  }
  if (rows.length === 0) refuse(400, M.oneEach);
  return rows;
}

export interface StoredRows {
  assignors: AssignorRecord[];
  bankDetails: BankDetailsRecord[];
}

/** The rows of registration `idFDEm` after `assignors` and `banksDetails` applied, or the first refusal. */
export function appliedRows(
  idFDEm: number,
  stored: StoredRows,
  changes: { assignors: readonly AssignorChange[]; banksDetails: readonly BankDetailsChange[] },
  nextId: () => number,
): StoredRows {
  const assignors = applied(
    stored.assignors,
    changes.assignors.map((change) => ({ operation: change.operation, input: change.assignor })),
    (row) => row.idFCed,
    (input) => input.idFCed,
    (input, id) => checkedAssignor(input, idFDEm, id),
    nextId,
  );
  const bankDetails = applied(
    stored.bankDetails,
    changes.banksDetails.map((change) => ({ operation: change.operation, input: change.bankDetails })),
    (row) => row.idFDBa,
    (input) => input.idFDBa,
    (input, id) => checkedBankDetails(input, idFDEm, id),
    nextId,
  );
  return { assignors, bankDetails };
}
