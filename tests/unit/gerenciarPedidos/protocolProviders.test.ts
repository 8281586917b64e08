import { HttpResponse } from 'msw';
import { onSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { completedItems, deliveryDatePage } from '../../../src/dataProviders/gerenciarPedidos/completed';
import { protocolDetail, protocolInvoices, protocolPage } from '../../../src/dataProviders/gerenciarPedidos/protocols';
import { pendingReturnPage } from '../../../src/dataProviders/gerenciarPedidos/returns';
import { fetchDiscounts, updatePaymentOption } from '../../../src/dataProviders/opcoesRecebimento';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 'b'.repeat(64);
const QUERY = { idFornecedor: 1000001, dataAgenda: '26/11/2026', codPagto: 28, codFilial: 101 };
const ROW = { DT_AGENDA: '2026-11-26T00:00:00', CD_PAGTO: 28, DS_PAGTO: '28', CD_FIL: 101, NM_FIL: 'Extrema-MG', SIT: 'C', QT_TOTAL_REGS: 12 };

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

describe('protocol, completed-delivery and pending-return calls', () => {
  it('protocol dates: dtInicio/dtFim DD/MM/YYYY and the page as its first and last row', async () => {
    const seen = recordCalls('get', '/protocolo/protocoloDatas', { status: true, itens: [ROW] });
    const first = await protocolPage({ personId: 1000001, start: new Date(2026, 10, 24), end: new Date(2026, 11, 24), page: 1, perPage: 5 });
    await protocolPage({ personId: 1000001, start: new Date(2026, 10, 24), end: new Date(2026, 11, 24), page: 3, perPage: 10 });
    expect(first).toEqual({ rows: [ROW], total: 12 });
    expect(seen.map(target)).toEqual([
      '/api/legacy/protocolo/protocoloDatas?idFornecedor=1000001&dtInicio=24%2F11%2F2026&dtFim=24%2F12%2F2026&paginaDe=1&paginaAte=5',
      '/api/legacy/protocolo/protocoloDatas?idFornecedor=1000001&dtInicio=24%2F11%2F2026&dtFim=24%2F12%2F2026&paginaDe=21&paginaAte=30',
    ]);
    expect(headersOf(seen[0])['user-token']).toBe(TOKEN);
  });

  it("detail and invoices: the protocol's four fields; status 0 fails with the server's message", async () => {
    const detail = recordCalls('get', '/protocolo/gerenciapedidos/', { status: true, itens: [{ NR_PC: 1, NM_PROD: 'Sofá' }] });
    const invoices = recordCalls('get', '/protocolo/gerenciapedidos/notafiscal', { status: 0, message: 'Nenhum item encontrado para este protocolo.' });
    expect(await protocolDetail(QUERY)).toEqual([{ NR_PC: 1, NM_PROD: 'Sofá' }]);
    await expect(protocolInvoices(QUERY)).rejects.toMatchObject({ kind: 'http', status: 200, message: 'Nenhum item encontrado para este protocolo.' });
    const query = 'idFornecedor=1000001&dataAgenda=26%2F11%2F2026&codPagto=28&codFilial=101';
    expect(target(detail[0])).toBe(`/api/legacy/protocolo/gerenciapedidos/?${query}`);
    expect(target(invoices[0])).toBe(`/api/legacy/protocolo/gerenciapedidos/notafiscal?${query}`);
  });

  it('completed deliveries: the days with linhaInicial/qtdRegistro and the filters; the items of one day', async () => {
    const days = recordCalls('get', '/gerenciarPedidos/dataEntrega', { status: true, itens: [{ DT_ENTRG: '2026-10-02T00:00:00', QT_TOTAL_REGS: 7 }] });
    const items = recordCalls('get', '/gerenciarPedidos/concluidos', { status: true, itens: [] });
    const filters = { purchaseOrderId: 4500300123, productId: 100456, numericCode: 40000001, productName: ' sofá ', branchId: 101, start: new Date(2026, 8, 1), end: new Date(2026, 9, 31) };
    expect(await deliveryDatePage({ personId: 1000001, page: 2, perPage: 5, filters })).toEqual({ rows: [{ DT_ENTRG: '2026-10-02T00:00:00', QT_TOTAL_REGS: 7 }], total: 7 });
    await deliveryDatePage({ personId: 1000001, page: 1, perPage: 5, filters: {} });
    await completedItems({ personId: 1000001, day: new Date(2026, 9, 2), filters: { productName: 'sofá' } });
    expect(days.map(target)).toEqual([
      '/api/legacy/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=5&qtdRegistro=5&nrPc=4500300123&idProd=100456&cdNum=40000001&dsProd=sof%C3%A1&cdFil=101&DtEntregaInic=01%2F09%2F2026&DtEntregaFim=31%2F10%2F2026',
      '/api/legacy/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=0&qtdRegistro=5',
    ]);
    expect(target(items[0])).toBe('/api/legacy/gerenciarPedidos/concluidos?idPessoa=1000001&dtEntrega=02%2F10%2F2026&dsProd=sof%C3%A1');
  });

  it('pending returns: GraphQL pendingReturnProducts with the row window and every column', async () => {
    const row = { personId: '1000001', personName: 'Móveis', productId: '100456', productName: 'Sofá', volume: 2.5, itemQuantity: 3, totalRows: 11 };
    const seen = recordCalls('post', '', { data: { pendingReturnProducts: [row] } }, 'graphql');
    expect(await pendingReturnPage({ personId: 1000001, page: 3, perPage: 5 })).toEqual({ rows: [row], total: 11 });
    const body = (await seen[0].json()) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ personId: '1000001', initialRow: 10, nextRows: 5 });
    expect(body.query).toMatch(/pendingReturnProducts\(personId: \$personId, initialRow: \$initialRow, nextRows: \$nextRows\) \{\s+personId\s+personName\s+productId\s+productName\s+volume\s+itemQuantity\s+totalRows/);
    expect(headersOf(seen[0])['x-functions-key']).toBeDefined();
  });
});

describe('payment option calls', () => {
  it('discounts by idFornecedor; a 406 reads as none and does not end the session', async () => {
    const ended = vi.fn();
    const stop = onSessionFailure(ended);
    const option = { CD_PAGTO: 7, NR_PRAZO1: 7, VP_DESC_ANTEC_PAGTO: 3, IN_COND_PADRAO_FORNEC: 'N' };
    const seen = recordCalls('get', '/opcoesRecebimento/descontos', { status: true, itens: [option] });
    expect(await fetchDiscounts(1000001)).toEqual([option]);
    expect(target(seen[0])).toBe('/api/legacy/opcoesRecebimento/descontos?idFornecedor=1000001');
    recordCalls('get', '/opcoesRecebimento/descontos', () => HttpResponse.json({ status: false, message: 'Acesso não autorizado.' }, { status: 406 }));
    expect(await fetchDiscounts(1000001)).toEqual([]);
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('PUT: the exact body; HTTP 200 is success, anything else fails with the error field', async () => {
    const body = { id_pessoa: 1000001, nr_pc: 4500300123, cd_fil: 101, id_prod: 100456, dt_entrg: '27/11/2026', cd_pagto: 7 };
    const seen = recordCalls('put', '/opcoesRecebimento/opcaoPagamento', { message: 'Opção de pagamento alterada!' });
    expect((await updatePaymentOption(body)).message).toBe('Opção de pagamento alterada!');
    expect(await seen[0].text()).toBe('{"id_pessoa":1000001,"nr_pc":4500300123,"cd_fil":101,"id_prod":100456,"dt_entrg":"27/11/2026","cd_pagto":7}');
    expect(headersOf(seen[0])['content-type']).toBe('application/json');
    recordCalls('put', '/opcoesRecebimento/opcaoPagamento', () => HttpResponse.json({ error: 'Condição de pagamento não liberada para o fornecedor.' }, { status: 400 }));
    await expect(updatePaymentOption(body)).rejects.toMatchObject({ status: 400, message: 'Condição de pagamento não liberada para o fornecedor.' });
    recordCalls('put', '/opcoesRecebimento/opcaoPagamento', () => HttpResponse.json({ message: 'Criado' }, { status: 201 }));
    await expect(updatePaymentOption(body)).rejects.toMatchObject({ status: 201 });
  });
});
