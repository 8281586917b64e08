import { allows, canOpenPath, ROUTE_RULES, ruleForPath } from '../../../src/permissions/routes';

describe('ruleForPath', () => {
  it("'/formularios/editar/12' falls back to the gerenciar-formularios rule", () => {
    expect(ruleForPath('/formularios/editar/12')).toEqual({ anyOf: ['gerenciar-formularios'] });
    expect(ruleForPath('/formularios/editar/12')).toBe(ROUTE_RULES['/formularios/editar']);
  });

  it("'/qualidade/devolucao/relatorio/1/2' → devolucao-recebimentos, not the broader qualidade", () => {
    expect(ruleForPath('/qualidade/devolucao/relatorio/1/2')).toEqual({ anyOf: ['devolucao-recebimentos'] });
  });

  it("'/' (also with a query or trailing slash) is always open", () => {
    expect(ruleForPath('/')).toBe('always');
    expect(ruleForPath('/?x=1')).toBe('always');
    expect(ruleForPath('/perfil/')).toEqual({ anyOf: ['alterar-perfil'] });
  });

  it("an unknown '/xyz' has no rule and is not allowed", () => {
    expect(ruleForPath('/xyz')).toBeUndefined();
    expect(ruleForPath('/xyz/perfil')).toBeUndefined();
    expect(allows(undefined, new Set(['logs']))).toBe(false);
    expect(canOpenPath('/xyz', new Set(['logs', 'alterar-perfil']))).toBe(false);
  });

  it('a route opens with ANY of its keys', () => {
    expect(canOpenPath('/comunicados', new Set(['manter-comunicados']))).toBe(true);
    expect(canOpenPath('/comunicados', new Set(['ver-lista-de-comunicados']))).toBe(true);
    expect(canOpenPath('/comunicados-ae', new Set(['ver-lista-de-comunicados']))).toBe(false);
    expect(canOpenPath('/temas', new Set())).toBe(true);
  });
});
