import {
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateProfile,
} from '../../../src/custom/profile/profileValidation';

const EMPTY_NAME = 'Preencha o campo nome!';
const EMPTY_PASSWORD = 'Preencha o campo senha!';
const SHORT_NAME = 'Nome deve conter mais de 3 caracteres!';
const PASSWORD_LENGTH = 'Senha deve conter no mínimo 6 caracteres e no máximo 12!';

describe('validateProfile', () => {
  it('uses the limits the user reads: name from 3, password 6 to 12', () => {
    expect([NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([3, 6, 12]);
  });

  it('accepts a valid name and password', () => {
    expect(validateProfile({ nome: 'Móveis Serra', senha: 'segura123' })).toEqual({ warnings: [], fieldErrors: {}, valid: true });
  });

  it('warns about an empty name (blank counts as empty)', () => {
    for (const nome of ['', '   ']) {
      const result = validateProfile({ nome, senha: 'segura123' });
      expect(result.warnings).toEqual([EMPTY_NAME]);
      expect(result.fieldErrors).toEqual({});
      expect(result.valid).toBe(false);
    }
  });

  it('warns about an empty password', () => {
    const result = validateProfile({ nome: 'Móveis', senha: '' });
    expect(result.warnings).toEqual([EMPTY_PASSWORD]);
    expect(result.fieldErrors).toEqual({});
    expect(result.valid).toBe(false);
  });

  it('warns about both empty fields, name first', () => {
    expect(validateProfile({ nome: '', senha: '' }).warnings).toEqual([EMPTY_NAME, EMPTY_PASSWORD]);
  });

  it.each([
    ['Ab', false],
    [' Ab ', false],
    ['Abc', true],
    ['Abcd', true],
  ])('name %j -> valid %s', (nome, ok) => {
    const result = validateProfile({ nome, senha: 'segura123' });
    expect(result.fieldErrors.nome).toBe(ok ? undefined : SHORT_NAME);
    expect(result.warnings).toEqual([]);
    expect(result.valid).toBe(ok);
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567890', true],
    ['12345678901', true],
    ['123456789012', true],
    ['1234567890123', false],
  ])('password %j (%#) -> valid %s', (senha, ok) => {
    const result = validateProfile({ nome: 'Móveis', senha });
    expect(result.fieldErrors.senha).toBe(ok ? undefined : PASSWORD_LENGTH);
    expect(result.warnings).toEqual([]);
    expect(result.valid).toBe(ok);
  });

  it('reports a short name and a bad password together, inline', () => {
    expect(validateProfile({ nome: 'Ab', senha: '123' })).toEqual({
      warnings: [],
      fieldErrors: { nome: SHORT_NAME, senha: PASSWORD_LENGTH },
      valid: false,
    });
  });
});
