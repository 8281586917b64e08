import { validateFile } from '../../../src/kit/upload/validateFile';
import { parseServerDate } from '../../../src/i18n/format';
import {
  ASSETS_MARKER as CLIENT_MARKER,
  isStoredFile as clientIsStoredFile,
  PDF_RULES,
  pdfRefusalMessages,
  validateCommunication,
  type CommunicationResource,
  type CommunicationValues,
} from '../../../src/resources/communication/communicationRules';
import { PDF_UPLOAD, uploadRefusal } from '../../../mocks/files/uploadRules';
import {
  ASSETS_MARKER as MOCK_MARKER,
  checkDocument,
  DOCUMENT_MESSAGES,
  isStoredFile as mockIsStoredFile,
  parseDayText,
  PDF_MAX_BYTES,
  PDF_REFUSALS,
} from '../../../mocks/communication/rules';
import { fakePdf, pdfFile, pdfJustUnder7Mb, pdfOf7Mb } from './communicationFixtures';

/**
 * The client's form rules and the mock server's own rules (mocks/communication/rules.ts) are separate code written from
 * the same spec (part 1, sections 5 and 9): on every case the spec names they accept and refuse alike, with the
 * same words.
 */

const announcement: CommunicationValues = {
  titulo: 'Novo prazo',
  descricao: 'Agendamentos com 72 horas de antecedência.',
  lancamento: new Date(2026, 2, 10),
  termino: new Date(2026, 2, 12),
  url: '',
  flAll: true,
  chosenSuppliers: 0,
};
const contact: CommunicationValues = { titulo: 'Suporte', descricao: 'Acesso ao portal.', grupo: 20, url: '' };

const CASES: [name: string, values: Partial<CommunicationValues>][] = [
  ['valid', {}],
  ['title of 50 characters', { titulo: 'x'.repeat(50) }],
  ['title of 51 characters', { titulo: 'x'.repeat(51) }],
  ['title of 50 accented characters', { titulo: 'ç'.repeat(50) }],
  ['title of 50 characters and spaces around', { titulo: `  ${'x'.repeat(50)}  ` }],
  ['empty title', { titulo: '' }],
  ['blank title', { titulo: '   ' }],
  ['title with a tab', { titulo: 'Prazo\tnovo' }],
  ['description of 250 characters', { descricao: 'd'.repeat(250) }],
  ['description of 251 characters', { descricao: 'd'.repeat(251) }],
  ['empty description', { descricao: '' }],
  ['description with a tab', { descricao: 'linha 1\tlinha 2' }],
  ['description with a line break', { descricao: 'linha 1\nlinha 2' }],
  ['everything empty', { titulo: '', descricao: '', lancamento: null, termino: null, grupo: '', url: 'não é url' }],
  ['no start', { lancamento: null }],
  ['no end', { termino: null }],
  ['unreadable start', { lancamento: new Date(Number.NaN) }],
  ['unreadable end', { termino: new Date(Number.NaN) }],
  ['end before start', { lancamento: new Date(2026, 2, 10), termino: new Date(2026, 2, 9) }],
  ['end on the start day, earlier hour', { lancamento: new Date(2026, 2, 10, 18), termino: new Date(2026, 2, 10, 8) }],
  ['no group', { grupo: '' }],
  ['null group', { grupo: null }],
  ['URL without scheme', { url: 'www.example.com.br/aviso' }],
  ['URL with scheme', { url: 'http://example.com/a b' }],
  ['https URL', { url: ' https://example.com/aviso.pdf ' }],
  ['localhost URL', { url: 'localhost:8080/x' }],
  ['invalid URL: words', { url: 'não é url' }],
  ['invalid URL: no dot', { url: 'intranet' }],
  ['invalid URL: javascript:', { url: 'javascript:alert(1)' }],
  ['invalid URL: mailto:', { url: 'mailto:ana@x.com' }],
  ['chosen suppliers: none', { flAll: false, chosenSuppliers: 0 }],
  ['chosen suppliers: two', { flAll: false, chosenSuppliers: 2 }],
  ['a stored path is not a URL', { url: `comunicados${CLIENT_MARKER}comunicados/1-a.pdf` }],
];

describe.each<CommunicationResource>(['comunicados', 'contatos'])('%s: client and mock rules agree', (resource) => {
  const base = resource === 'comunicados' ? announcement : contact;
  it.each(CASES)('%s', (_name, values) => {
    const input = { ...base, ...values };
    const client = validateCommunication(resource, input);
    const mock = checkDocument(resource, input);
    expect(mock).toEqual(client);
  });
});

describe('the limits and messages the spec names', () => {
  it('both refuse 51 characters and 251 characters with the spec words', () => {
    for (const check of [validateCommunication, checkDocument]) {
      expect(check('comunicados', { ...announcement, titulo: 'x'.repeat(51) }).messages).toEqual(['Campo titulo não pode ter mais de 50 caracteres!']);
      expect(check('contatos', { ...contact, descricao: 'd'.repeat(251) }).messages).toEqual(['Campo descrição não pode ter mais de 250 caracteres!']);
      expect(check('comunicados', { ...announcement, termino: new Date(2026, 2, 1) }).messages).toEqual(['Fim vigência não pode ser anterior ao Início Vigência!']);
      expect(check('contatos', { ...contact, url: 'não é url' }).messages).toEqual(['Rota não é uma url válida!']);
    }
  });

  it('the mock messages are the client texts for each resource', () => {
    for (const resource of ['comunicados', 'contatos'] as const) {
      expect(PDF_REFUSALS.type).toBe(pdfRefusalMessages(resource).type);
      expect(PDF_REFUSALS.content).toBe(pdfRefusalMessages(resource).content);
      expect(PDF_REFUSALS.size).toBe(pdfRefusalMessages(resource).size);
    }
    expect(DOCUMENT_MESSAGES.pdfMaxSize).toBe('Tamanho máximo de arquivo 7mb.');
    expect(DOCUMENT_MESSAGES.pdfOnly).toBe('Apenas arquivos pdf são aceitos!');
  });
});

describe('PDF uploads: 7 MB − 1 byte accepted, 7 MB refused, by both', () => {
  it('same limit on both sides', () => {
    expect(PDF_MAX_BYTES).toBe(7_340_032);
    expect(PDF_UPLOAD.maxBytes).toBe(PDF_MAX_BYTES);
    expect(PDF_RULES.maxBytes).toBe(PDF_MAX_BYTES);
  });

  it.each([
    ['a small PDF', () => pdfFile()],
    ['7 MB − 1 byte', pdfJustUnder7Mb],
    ['exactly 7 MB', pdfOf7Mb],
    ['a text renamed .pdf', fakePdf],
    ['a .txt', () => new File(['texto'], 'nota.txt', { type: 'text/plain' })],
    ['no extension', () => new File(['%PDF-1.4'], 'arquivo', { type: 'application/pdf' })],
    ['upper-case extension', () => pdfFile('AVISO.PDF')],
  ])('%s', async (_name, make) => {
    const file = make();
    const client = await validateFile(file, PDF_RULES);
    const mock = await uploadRefusal(file, PDF_UPLOAD);
    expect(mock === undefined).toBe(client.ok);
    const clientMessage = client.ok ? undefined : pdfRefusalMessages('comunicados')[client.reason];
    expect(mock === undefined ? undefined : PDF_REFUSALS[mock]).toBe(clientMessage);
  });
});

describe('the stored-file marker and the server dates', () => {
  it('same marker, same reading of a path', () => {
    expect(MOCK_MARKER).toBe(CLIENT_MARKER);
    expect(MOCK_MARKER).toBe(';@Assets/');
    for (const path of ['', null, undefined, 'https://x.com/a.pdf', 'comunicados;@Assets/comunicados/1-a.pdf', ';@Assets', 'x;@assets/y']) {
      expect(mockIsStoredFile(path)).toBe(clientIsStoredFile(path));
    }
  });

  it('dd/MM/yyyy read alike', () => {
    for (const text of ['10/03/2026', ' 10/03/2026 ', '29/02/2024', '29/02/2025', '31/04/2026', '01/01/0001', '2026-03-10', '10/3/2026', '', 'abc', '10/03/2026 10:00']) {
      expect(parseDayText(text)?.getTime()).toBe(parseServerDate(text)?.getTime());
    }
  });
});
