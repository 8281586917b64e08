import { ApiError } from '../../../src/dataProviders/core/errors';
import { assertLegacyOk, assertLegacyWriteOk, isLegacySuccess, legacyItems, legacyRows, pagedTotal } from '../../../src/dataProviders/core/legacyEnvelope';

const MISSING = 'Campos necessários, não foram retornados pelo servidor!';

function caught(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a throw');
}

describe('assertLegacyOk', () => {
  it('fails with the server message when status is false or 0, even under HTTP 200', () => {
    expect(() => assertLegacyOk({ status: false, message: 'Grupo já cadastrado!' })).toThrow('Grupo já cadastrado!');
    expect(() => assertLegacyOk({ status: 0, message: 'Falha ao salvar' })).toThrow('Falha ao salvar');
    expect(caught(() => assertLegacyOk({ status: false })).message).toBe('Erro ao carregar dados!');
  });

  it('passes status true / 1 and rejects a body that is not an object', () => {
    expect(assertLegacyOk({ status: 1, itens: [] })).toEqual({ status: 1, itens: [] });
    const error = caught(() => assertLegacyOk('oops'));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe(MISSING);
  });
});

describe('assertLegacyWriteOk (writes)', () => {
  it('passes only an explicit success flag', () => {
    [true, 1, '1', 'true', 'OK', ' ok '].forEach((status) => expect(isLegacySuccess(status)).toBe(true));
    [false, 0, 2, 200, 'S', '', null, undefined].forEach((status) => expect(isLegacySuccess(status)).toBe(false));
    expect(assertLegacyWriteOk({ status: 'OK', message: 'Salvo' })).toEqual({ status: 'OK', message: 'Salvo' });
  });

  it('rejects a body without the flag, which reads accept', () => {
    expect(assertLegacyOk({})).toEqual({});
    [{}, { message: 'feito' }, { status: 'talvez' }, [], 'OK', undefined].forEach((body) => {
      const error = caught(() => assertLegacyWriteOk(body));
      expect([error.kind, error.message]).toEqual(['shape', MISSING]);
    });
  });

  it("fails with the server's message, or 'Erro ao enviar dados!' when it sent none", () => {
    expect(() => assertLegacyWriteOk({ status: false, message: 'Grupo já cadastrado!' })).toThrow('Grupo já cadastrado!');
    expect(() => assertLegacyWriteOk({ status: 300, message: 'Fornecedor já associado' })).toThrow('Fornecedor já associado');
    expect(caught(() => assertLegacyWriteOk({ status: 0 })).message).toBe('Erro ao enviar dados!');
    expect(caught(() => assertLegacyWriteOk({ status: 'false' })).message).toBe('Erro ao enviar dados!');
  });
});

describe('legacyItems / legacyRows', () => {
  it('requires itens', () => {
    expect(() => legacyItems({ status: true })).toThrow(MISSING);
    expect(() => legacyItems({ status: true, itens: null })).toThrow(MISSING);
  });

  it('returns itens, and wraps a single object as one row', () => {
    expect(legacyItems({ status: true, itens: { a: 1 } })).toEqual({ a: 1 });
    expect(legacyRows({ status: true, itens: { a: 1 } })).toEqual([{ a: 1 }]);
    expect(legacyRows({ status: true, itens: [{ a: 1 }, { a: 2 }] })).toHaveLength(2);
  });
});

describe('pagedTotal', () => {
  it('reads total.value from the envelope', () => {
    expect(pagedTotal({ status: true, itens: [{}], total: { value: 42 } }, [{}])).toBe(42);
    expect(pagedTotal({ total: { value: '7' } }, [])).toBe(7);
  });

  it('reads totalRows or QT_TOTAL_REGS carried in the rows', () => {
    expect(pagedTotal({ status: true }, [{ totalRows: 31 }, { totalRows: 31 }])).toBe(31);
    expect(pagedTotal({ status: true }, [{ QT_TOTAL_REGS: '12' }])).toBe(12);
  });

  it('gives 0 for an empty page', () => {
    expect(pagedTotal({ status: true, itens: [] }, [])).toBe(0);
  });

  it('fails with the missing-fields message when no total is anywhere', () => {
    const error = caught(() => pagedTotal({ status: true }, [{ ID: 1 }]));
    expect(error.message).toBe(MISSING);
    expect(error.kind).toBe('shape');
  });
});
