import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validateProfile } from '../../../src/custom/profile/profileValidation';
import * as mock from '../../../mocks/pessoa/rules';

/**
 * The profile form's rules and the mock server's own (mocks/pessoa/rules.ts), written apart from the same spec
 * (part 1, section 5): a name of 3 to 100 characters, a password of 6 to 12.
 */

const NAME = 'Móveis Serra';
const PASSWORD = 'segura123';

/** The client's one message for a filled profile: the name's first, then the password's; null when valid. */
function clientRefusal(nome: string, senha: string): string | null {
  const result = validateProfile({ nome, senha });
  return result.fieldErrors.nome ?? result.fieldErrors.senha ?? result.warnings[0] ?? null;
}

describe('profile: client and mock rules agree', () => {
  it('same limits', () => {
    expect([mock.NAME_MIN_LENGTH, mock.NAME_MAX_LENGTH, mock.PASSWORD_MIN_LENGTH, mock.PASSWORD_MAX_LENGTH]).toEqual([
      NAME_MIN_LENGTH,
      NAME_MAX_LENGTH,
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
    expect([mock.NAME_MIN_LENGTH, mock.NAME_MAX_LENGTH, mock.PASSWORD_MIN_LENGTH, mock.PASSWORD_MAX_LENGTH]).toEqual([3, 100, 6, 12]);
  });

  it.each([
    ['valid', NAME, PASSWORD, null],
    ['name of 2', 'ab', PASSWORD, 'Nome deve conter mais de 3 caracteres!'],
    ['name of 3', 'abc', PASSWORD, null],
    ['name of 2 with spaces around', '  ab  ', PASSWORD, 'Nome deve conter mais de 3 caracteres!'],
    ['name of 100', 'n'.repeat(100), PASSWORD, null],
    ['name of 101', 'n'.repeat(101), PASSWORD, 'Nome deve conter no máximo 100 caracteres!'],
    ['name of 100 with spaces around', ` ${'n'.repeat(100)} `, PASSWORD, null],
    ['name with a tab inside', 'Ana\tSouza', PASSWORD, null],
    ['password of 5', NAME, '12345', 'Senha deve conter no mínimo 6 caracteres e no máximo 12!'],
    ['password of 6', NAME, '123456', null],
    ['password of 12', NAME, '123456789012', null],
    ['password of 13', NAME, '1234567890123', 'Senha deve conter no mínimo 6 caracteres e no máximo 12!'],
    ['password with a tab', NAME, 'abc\tdef', null],
    ['short name and short password: the name first', 'ab', '123', 'Nome deve conter mais de 3 caracteres!'],
  ])('%s', (_name, nome, senha, expected) => {
    expect(mock.profileRefusal(nome, senha)).toBe(expected);
    expect(clientRefusal(nome, senha)).toBe(expected);
  });

  it('empty fields: both refuse (the form asks to fill them in; the server has only its length messages)', () => {
    expect(validateProfile({ nome: '', senha: PASSWORD }).valid).toBe(false);
    expect(mock.profileRefusal('', PASSWORD)).toBe('Nome deve conter mais de 3 caracteres!');
    expect(validateProfile({ nome: '\t ', senha: PASSWORD }).valid).toBe(false);
    expect(mock.profileRefusal('\t ', PASSWORD)).toBe('Nome deve conter mais de 3 caracteres!');
    expect(validateProfile({ nome: NAME, senha: '' }).valid).toBe(false);
    expect(mock.profileRefusal(NAME, '')).toBe('Senha deve conter no mínimo 6 caracteres e no máximo 12!');
  });
});
