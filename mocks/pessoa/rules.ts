/**
 * The server's own profile rules (spec part 1, section 5), sharing no code with the client's form: a name of 3 to
 * 100 characters (the legacy NM_PESSOA column holds 100) and a password of 6 to 12, as the message reads.
 */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export const PROFILE_MESSAGES = {
  saved: 'Dados editados com sucesso!',
  shortName: 'Nome deve conter mais de 3 caracteres!',
  longName: 'Nome deve conter no máximo 100 caracteres!',
  passwordLength: 'Senha deve conter no mínimo 6 caracteres e no máximo 12!',
  samePassword: 'A nova senha deve ser diferente da atual.',
} as const;

/**
 * Why a profile save is refused, or null: the name (trimmed) first, then the password. An empty name is too short
 * and an empty password out of range: the server has no separate "fill in" message.
 */
export function profileRefusal(nome: string, senha: string): string | null {
  const name = nome.trim();
  if (name.length < NAME_MIN_LENGTH) return PROFILE_MESSAGES.shortName;
  if (name.length > NAME_MAX_LENGTH) return PROFILE_MESSAGES.longName;
  if (senha.length < PASSWORD_MIN_LENGTH || senha.length > PASSWORD_MAX_LENGTH) return PROFILE_MESSAGES.passwordLength;
  return null;
}
