import { complianceSignature } from '../../../src/i18n/pt-BR/compliance/signature';
import { EMPTY_SIGNER, signerProblems, toSignature, typedCpf, type SignerValues } from '../../../src/resources/compliance/signerForm';

const VALID: SignerValues = { name: 'Maria da Silva Jr.', cpf: '529.982.247-25', email: 'maria.silva@moveis.com.br', role: 'Diretora Jurídica' };
const messages = (values: SignerValues) =>
  Object.fromEntries(Object.entries(signerProblems(values)).map(([field, key]) => [field, complianceSignature.problems[key]]));

describe('the signer form', () => {
  it('asks for every field', () => {
    expect(messages(EMPTY_SIGNER)).toEqual({
      name: 'Preencha o campo nome completo!',
      cpf: 'Preencha o campo CPF!',
      email: 'Preencha o campo e-mail!',
      role: 'Preencha o campo cargo!',
    });
    expect(messages({ name: '   ', cpf: '...-', email: ' ', role: '\t' })).toEqual(messages(EMPTY_SIGNER));
  });

  it('accepts a complete form', () => {
    expect(signerProblems(VALID)).toEqual({});
    expect(signerProblems({ ...VALID, name: 'João Antônio Açaí', role: 'Sr. Gerente' })).toEqual({});
  });

  it('full name and role: letters, dots and spaces only', () => {
    for (const bad of ['Maria 2', 'Maria-Silva', 'Maria_Silva', "D'Ávila", 'Maria@Silva', 'Maria\tSilva']) {
      expect(messages({ ...VALID, name: bad, role: bad })).toEqual({
        name: 'O nome completo deve conter apenas letras, pontos e espaços!',
        role: 'O cargo deve conter apenas letras, pontos e espaços!',
      });
    }
  });

  it('CPF: valid check digits, 11 digits', () => {
    for (const bad of ['111.111.111-11', '000.000.000-00', '529.982.247-24', '529.982.247-2', '1234']) {
      expect(messages({ ...VALID, cpf: bad })).toEqual({ cpf: 'CPF inválido!' });
    }
    expect(signerProblems({ ...VALID, cpf: '52998224725' })).toEqual({});
  });

  it('e-mail must look like one', () => {
    for (const bad of ['maria', 'maria@', 'maria@moveis', '@moveis.com', 'maria silva@moveis.com', 'maria@moveis..com']) {
      expect(messages({ ...VALID, email: bad })).toEqual({ email: 'E-mail inválido!' });
    }
  });

  it('the CPF box shows the mask 999.999.999-99 as digits are typed, at most 11', () => {
    expect(typedCpf('5')).toBe('5');
    expect(typedCpf('5299')).toBe('529.9');
    expect(typedCpf('52998224725')).toBe('529.982.247-25');
    expect(typedCpf('529.982.247-259')).toBe('529.982.247-25');
    expect(typedCpf('abc529')).toBe('529');
  });

  it('sends trimmed texts and the CPF as digits only', () => {
    expect(toSignature(301, { ...VALID, name: ' Maria da Silva Jr. ', email: ' maria.silva@moveis.com.br ' })).toEqual({
      documentId: 301,
      representativeName: 'Maria da Silva Jr.',
      cpf: '52998224725',
      email: 'maria.silva@moveis.com.br',
      role: 'Diretora Jurídica',
    });
  });
});
