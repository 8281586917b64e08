import type { ReceivingOptionItem } from '../../../src/dataProviders/opcoesRecebimento/wire';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

type Envelope<T> = { status?: boolean; message?: string; itens: T };
const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });

describe('mock receiving options', () => {
  it('lists the scheduled, undelivered items of the supplier only, with the 26 fields', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const items = (await json<Envelope<ReceivingOptionItem[]>>(await callLegacy('GET', '/opcoesRecebimento?idFornecedor=2000001', token))).body.itens;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.ID_PESSOA === 1000001)).toBe(true);
    expect(Object.keys(items[0])).toHaveLength(26);
    expect(items[0].NR_PRAZO).toBe(items[0].CD_PAGTO === 28 ? 28 : expect.any(Number));
  });
});
