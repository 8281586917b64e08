import { validateLogin } from '../../../src/login/loginValidation';

const CODE_HINT = 'Mínimo de 7 caracteres';
const PASSWORD_HINT = 'De 6 a 12 caracteres';

describe('validateLogin (spec part 1 §5: code at least 7, password 6 to 12)', () => {
  it('refuses a code of 6 characters and accepts one of 7', () => {
    expect(validateLogin('123456', 'abcdef')).toEqual({ codigo: CODE_HINT });
    expect(validateLogin('1234567', 'abcdef')).toEqual({});
  });

  it('counts the code without surrounding blanks', () => {
    expect(validateLogin(' 123456 ', 'abcdef')).toEqual({ codigo: CODE_HINT });
    expect(validateLogin('       ', 'abcdef')).toEqual({ codigo: CODE_HINT });
    expect(validateLogin('', 'abcdef')).toEqual({ codigo: CODE_HINT });
  });

  it('refuses a password of 5 characters and accepts one of 6', () => {
    expect(validateLogin('1234567', 'abcde')).toEqual({ senha: PASSWORD_HINT });
    expect(validateLogin('1234567', 'abcdef')).toEqual({});
  });

  it('accepts a password of 12 characters and refuses one of 13', () => {
    expect(validateLogin('1234567', 'abcdefghijkl')).toEqual({});
    expect(validateLogin('1234567', 'abcdefghijklm')).toEqual({ senha: PASSWORD_HINT });
  });

  it('reports both fields at once', () => {
    expect(validateLogin('123', '')).toEqual({ codigo: CODE_HINT, senha: PASSWORD_HINT });
  });
});
