type Vars = Record<string, string | number>;

/** 'Log |||| Logs': the form for `smart_count`, by the rule polyglot applies to 'pt-BR' (1 singular, else plural). */
function pluralForm(message: string, count: unknown): string {
  const forms = message.split('||||').map((form) => form.trim());
  if (forms.length === 1 || typeof count !== 'number') return forms[0];
  return forms[count === 1 ? 0 : Math.min(1, forms.length - 1)];
}

/**
 * A translate function over one catalogue, outside react-admin's context: same messages, plurals and %{var}
 * interpolation as the polyglot provider; an unknown key answers itself.
 */
export function translator(messages: object): (key: string, vars?: Vars) => string {
  const lookup = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => {
      if (node && typeof node === 'object') return (node as Record<string, unknown>)[part];
      return undefined;
    }, messages);
  return (key, vars = {}) => {
    const value = lookup(key);
    if (typeof value !== 'string') return key;
    return pluralForm(value, vars.smart_count).replace(/%\{(\w+)\}/g, (_m, name: string) => (name in vars ? String(vars[name]) : `%{${name}}`));
  };
}
