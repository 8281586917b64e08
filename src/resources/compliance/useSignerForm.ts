import { useState } from 'react';
import { EMPTY_SIGNER, signerProblems, typedCpf, type SignerField, type SignerValues } from './signerForm';

/** The signer form's values and the problems shown: a field's once it has been left, all of them after a submit. */
export function useSignerForm() {
  const [values, setValues] = useState<SignerValues>(EMPTY_SIGNER);
  const [shown, setShown] = useState<ReadonlySet<SignerField>>(() => new Set());
  const problems = signerProblems(values);

  return {
    values,
    problemOf: (field: SignerField) => (shown.has(field) ? problems[field] : undefined),
    change: (field: SignerField, value: string) => setValues((current) => ({ ...current, [field]: field === 'cpf' ? typedCpf(value) : value })),
    leave: (field: SignerField) => setShown((current) => new Set(current).add(field)),
    /** Shows every problem; true when the form may be sent. */
    check: (): boolean => {
      setShown(new Set<SignerField>(['name', 'cpf', 'email', 'role']));
      return Object.keys(problems).length === 0;
    },
  };
}

export type SignerFormState = ReturnType<typeof useSignerForm>;
