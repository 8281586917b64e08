import { logKindKey, logTypeLabel } from '../../../src/resources/logs/logType';
import { LOG_KIND_TYPES, logKind } from '../../../src/resources/logs/logs';

describe('log type (spec: a type containing I shows Auditória, anything else Erro)', () => {
  it.each([
    ['I', 'Auditória'],
    ['INFO', 'Auditória'],
    ['AI', 'Auditória'],
    ['W', 'Erro'],
    ['E', 'Erro'],
    ['', 'Erro'],
    ['i', 'Erro'],
  ])('%j → %s', (tipo, label) => {
    expect(logTypeLabel(tipo)).toBe(label);
  });

  it('anything that is not a text is an error line', () => {
    for (const value of [undefined, null, 1, {}, ['I']]) expect(logKind(value)).toBe('error');
  });

  it('kinds map to their i18n keys and to the server types behind the Tipo filter', () => {
    expect(logKindKey('I')).toBe('resources.logs.types.audit');
    expect(logKindKey('E')).toBe('resources.logs.types.error');
    expect(LOG_KIND_TYPES.audit.every((tipo) => logKind(tipo) === 'audit')).toBe(true);
    expect(LOG_KIND_TYPES.error.every((tipo) => logKind(tipo) === 'error')).toBe(true);
    expect([...LOG_KIND_TYPES.audit, ...LOG_KIND_TYPES.error].sort()).toEqual(['E', 'I', 'W']);
  });
});
