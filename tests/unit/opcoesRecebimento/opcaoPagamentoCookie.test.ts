// @vitest-environment jsdom
import {
  decodeOpcaoPagamento,
  encodeOpcaoPagamento,
  OPCAO_PAGAMENTO_COOKIE,
  readOpcaoPagamento,
  writeOpcaoPagamento,
  type OpcaoPagamentoData,
} from '../../../src/resources/opcoesRecebimento/opcaoPagamentoCookie';
import { writeCookie } from '../../../src/session/cookies';

const DATA: OpcaoPagamentoData = { idFornecedor: 1000001, dataAgenda: '26/11/2026', codPagto: 28, codFilial: 101, dataAgendamento: '2026-11-26', opcaoPagDias: 28 };

describe('OpcaoPagamentoData cookie', () => {
  it('holds the delivery as percent-encoded JSON and reads it back', () => {
    expect(encodeOpcaoPagamento(DATA)).toBe(
      '{"idFornecedor":1000001,"dataAgenda":"26/11/2026","codPagto":28,"codFilial":101,"dataAgendamento":"2026-11-26","opcaoPagDias":28}',
    );
    writeOpcaoPagamento(DATA);
    expect(document.cookie).toContain(`${OPCAO_PAGAMENTO_COOKIE}=${encodeURIComponent(encodeOpcaoPagamento(DATA))}`);
    expect(readOpcaoPagamento()).toEqual(DATA);
  });

  it('keeps only the six fields and refuses any other shape', () => {
    expect(decodeOpcaoPagamento(JSON.stringify({ ...DATA, extra: '<script>' }))).toEqual(DATA);
    const bad: unknown[] = [
      undefined,
      '',
      'not json',
      '[1,2]',
      'null',
      JSON.stringify({ ...DATA, idFornecedor: '1000001' }),
      JSON.stringify({ ...DATA, idFornecedor: 0 }),
      JSON.stringify({ ...DATA, codPagto: -1 }),
      JSON.stringify({ ...DATA, codPagto: 7.5 }),
      JSON.stringify({ ...DATA, codFilial: null }),
      JSON.stringify({ ...DATA, opcaoPagDias: '28' }),
      JSON.stringify({ ...DATA, dataAgenda: '31/02/2026' }),
      JSON.stringify({ ...DATA, dataAgenda: '2026-11-26' }),
      JSON.stringify({ ...DATA, dataAgendamento: '2026-11-27' }),
      JSON.stringify({ ...DATA, dataAgendamento: '26/11/2026' }),
      JSON.stringify({ idFornecedor: 1000001 }),
    ];
    for (const text of bad) expect(decodeOpcaoPagamento(text as string | undefined)).toBeNull();
    writeCookie(OPCAO_PAGAMENTO_COOKIE, '{"idFornecedor":1000001');
    expect(readOpcaoPagamento()).toBeNull();
  });
});
