import { digitsOnly, isValidCpf, maskCpf } from '../../kit/validators/brDocuments';
import type { Signature } from './complianceDocuments';

/** The signer form's fields (spec part 3, section 5, "Compliance signer form"), as typed. */
export interface SignerValues {
  name: string;
  cpf: string;
  email: string;
  role: string;
}

export type SignerField = keyof SignerValues;

/** A problem of one field: the message key under pages.complianceSignature.problems. */
export type SignerProblem =
  | 'nameRequired'
  | 'nameInvalid'
  | 'cpfRequired'
  | 'cpfInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'roleRequired'
  | 'roleInvalid';

export const EMPTY_SIGNER: SignerValues = { name: '', cpf: '', email: '', role: '' };

/** Full name and role: letters (accented ones too), dots and spaces only. */
const NAME_PATTERN = /^[\p{L}. ]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CPF_DIGITS = 11;

function fieldProblem(field: SignerField, value: string): SignerProblem | null {
  const text = value.trim();
  switch (field) {
    case 'name':
      if (!text) return 'nameRequired';
      return NAME_PATTERN.test(text) ? null : 'nameInvalid';
    case 'role':
      if (!text) return 'roleRequired';
      return NAME_PATTERN.test(text) ? null : 'roleInvalid';
    case 'cpf': {
      const digits = digitsOnly(text);
      if (!digits) return 'cpfRequired';
      return digits.length === CPF_DIGITS && isValidCpf(digits) ? null : 'cpfInvalid';
    }
    case 'email':
      if (!text) return 'emailRequired';
      return EMAIL_PATTERN.test(text) ? null : 'emailInvalid';
  }
}

/** Every field's problem, in the form's order; an empty object when the form may be sent. */
export function signerProblems(values: SignerValues): Partial<Record<SignerField, SignerProblem>> {
  const problems: Partial<Record<SignerField, SignerProblem>> = {};
  for (const field of ['name', 'cpf', 'email', 'role'] as const) {
    const problem = fieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What the CPF box shows as the user types: the mask 999.999.999-99 over at most 11 digits. */
export function typedCpf(value: string): string {
  return maskCpf(digitsOnly(value).slice(0, CPF_DIGITS));
}

/** The signature to send: trimmed texts, the CPF as digits only. */
export function toSignature(documentId: number, values: SignerValues): Signature {
  return {
    documentId,
    representativeName: values.name.trim(),
    cpf: digitsOnly(values.cpf),
    email: values.email.trim(),
    role: values.role.trim(),
  };
}
