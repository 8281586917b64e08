import { validateFile } from '../../../src/kit/upload/validateFile';
import { PDF_RULES, pdfRefusalMessages, validateCommunication, viewTarget, type CommunicationValues } from '../../../src/resources/communication/communicationRules';
import { fakePdf, pdfFile, pdfJustUnder7Mb, pdfOf7Mb } from './communicationFixtures';

const announcement: CommunicationValues = {
  titulo: 'Novo prazo',
  descricao: 'Agendamentos com 72 horas de antecedência.',
  lancamento: new Date(2026, 2, 10),
  termino: new Date(2026, 2, 10),
  url: '',
  flAll: true,
  chosenSuppliers: 0,
};
const contact: CommunicationValues = { titulo: 'Suporte', descricao: 'Acesso ao portal.', grupo: 20, url: '' };

const messagesOf = (values: Partial<CommunicationValues>, resource: 'comunicados' | 'contatos' = 'comunicados') =>
  validateCommunication(resource, { ...(resource === 'comunicados' ? announcement : contact), ...values }).messages;

describe('announcement / contact rules (spec part 1, section 5)', () => {
  it('a valid announcement and a valid contact pass', () => {
    expect(validateCommunication('comunicados', announcement)).toEqual({ errors: {}, messages: [], url: '' });
    expect(validateCommunication('contatos', contact)).toEqual({ errors: {}, messages: [], url: '' });
  });

  it('title: required, at most 50 characters, no tab', () => {
    expect(messagesOf({ titulo: '' })).toEqual(['Preencha o campo titulo!']);
    expect(messagesOf({ titulo: '   ' })).toEqual(['Preencha o campo titulo!']);
    expect(messagesOf({ titulo: 'x'.repeat(50) })).toEqual([]);
    expect(messagesOf({ titulo: 'x'.repeat(51) })).toEqual(['Campo titulo não pode ter mais de 50 caracteres!']);
    expect(messagesOf({ titulo: 'ç'.repeat(50) })).toEqual([]);
    expect(messagesOf({ titulo: 'Prazo\tnovo' })).toEqual(['Caracteres inválidos em campo titulo!']);
  });

  it('description: required, at most 250 characters, no tab', () => {
    expect(messagesOf({ descricao: '' })).toEqual(['Preencha o campo descrição!']);
    expect(messagesOf({ descricao: 'd'.repeat(250) })).toEqual([]);
    expect(messagesOf({ descricao: 'd'.repeat(251) })).toEqual(['Campo descrição não pode ter mais de 250 caracteres!']);
    expect(messagesOf({ descricao: 'linha 1\tlinha 2' })).toEqual(['Caracteres inválidos em campo descricao!']);
    expect(messagesOf({ descricao: 'linha 1\nlinha 2' })).toEqual([]);
  });

  it("validity dates: both required, 'Data inválida' for an unreadable one, the end not before the start", () => {
    expect(messagesOf({ lancamento: null })).toEqual(['Preencha o campo lancamento!']);
    expect(messagesOf({ termino: null })).toEqual(['Preencha o campo termino!']);
    expect(messagesOf({ lancamento: new Date(Number.NaN) })).toEqual(['Data inválida']);
    expect(messagesOf({ termino: new Date(Number.NaN) })).toEqual(['Data inválida']);
    expect(messagesOf({ termino: new Date(2026, 2, 9) })).toEqual(['Fim vigência não pode ser anterior ao Início Vigência!']);
    expect(messagesOf({ lancamento: new Date(2026, 2, 10, 18), termino: new Date(2026, 2, 10, 8) })).toEqual([]);
    expect(messagesOf({ lancamento: null, termino: null }, 'contatos')).toEqual([]);
  });

  it('contacts need a group', () => {
    expect(messagesOf({ grupo: '' }, 'contatos')).toEqual(['Preencha o campo grupo!']);
    expect(messagesOf({ grupo: null }, 'contatos')).toEqual(['Preencha o campo grupo!']);
    expect(messagesOf({ grupo: 0 }, 'contatos')).toEqual([]);
    expect(messagesOf({ grupo: undefined })).toEqual([]);
  });

  it("URL: 'https://' prepended when the scheme is missing; javascript: and other schemes refused", () => {
    expect(validateCommunication('comunicados', { ...announcement, url: ' fornecedores.varejo-casa.com.br/prazos ' }).url).toBe('https://fornecedores.varejo-casa.com.br/prazos');
    expect(validateCommunication('comunicados', { ...announcement, url: 'http://exemplo.com.br' }).url).toBe('http://exemplo.com.br/');
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'mailto:a@b.com', 'ftp://exemplo.com', 'não é url', 'exemplo']) {
      expect(messagesOf({ url: bad }), bad).toEqual(['Rota não é uma url válida!']);
    }
  });

  it('an announcement for some suppliers needs at least one', () => {
    expect(messagesOf({ flAll: false, chosenSuppliers: 0 })).toEqual(['Selecione ao menos um fornecedor!']);
    expect(messagesOf({ flAll: false, chosenSuppliers: 2 })).toEqual([]);
  });

  it('reports every failing rule in the form order, each under its field', () => {
    const result = validateCommunication('comunicados', { ...announcement, titulo: '', descricao: '', lancamento: null, termino: null, url: 'javascript:x', flAll: false });
    expect(result.messages).toEqual([
      'Preencha o campo titulo!',
      'Preencha o campo descrição!',
      'Preencha o campo lancamento!',
      'Preencha o campo termino!',
      'Rota não é uma url válida!',
      'Selecione ao menos um fornecedor!',
    ]);
    expect(Object.keys(result.errors)).toEqual(['titulo', 'descricao', 'lancamento', 'termino', 'url', 'fornecedores']);
  });

  it('file: PDF only, by name and by content; under 7 MB (7 MB refused)', async () => {
    const messages = pdfRefusalMessages('comunicados');
    const reason = async (file: File) => {
      const result = await validateFile(file, PDF_RULES);
      return result.ok ? 'ok' : messages[result.reason];
    };
    expect(await reason(pdfFile())).toBe('ok');
    expect(await reason(pdfJustUnder7Mb())).toBe('ok');
    expect(await reason(pdfOf7Mb())).toBe('Tamanho máximo de arquivo 7mb.');
    expect(await reason(fakePdf())).toBe('Apenas arquivos pdf são aceitos!');
    expect(await reason(new File(['%PDF-1.4'], 'planilha.xlsx'))).toBe('Apenas arquivos pdf são aceitos!');
  });
});

describe("where 'Visualizar' goes (spec part 1: 'URL de arquivo vazia!', 'URL de arquivo inválida!')", () => {
  it('an empty path warns as empty; a stored file opens in the portal; only an absolute http(s) URL opens in a tab', () => {
    expect(viewTarget('')).toBe('empty');
    expect(viewTarget('   ')).toBe('empty');
    expect(viewTarget(null)).toBe('empty');
    expect(viewTarget('comunicados;@Assets/comunicados/manual.pdf')).toBe('stored');
    expect(viewTarget('https://fornecedores.varejo-casa.com.br/prazos')).toBe('external');
    expect(viewTarget('HTTP://exemplo.com.br')).toBe('external');
    expect(viewTarget('javascript:alert(1)')).toBe('invalid');
    expect(viewTarget('data:text/html,<script>alert(1)</script>')).toBe('invalid');
    expect(viewTarget('/relativo/arquivo.pdf')).toBe('invalid');
    expect(viewTarget('www.exemplo.com.br')).toBe('invalid');
  });
});
