import { ptBR } from './messages';

type Vars = Record<string, string | number>;

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[part];
    return undefined;
  }, ptBR);
}

/**
 * Translation outside react-admin's context (the login entry, the data providers).
 * Same messages and the same %{var} interpolation as the polyglot provider.
 */
export function translate(key: string, vars: Vars = {}): string {
  const value = lookup(key);
  if (typeof value !== 'string') return key;
  return value.replace(/%\{(\w+)\}/g, (_m, name: string) => (name in vars ? String(vars[name]) : `%{${name}}`));
}
