import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENTS_MAX_BYTES,
  recipientGroups,
  validateContact,
} from '../../../src/custom/faleConosco/contactRules';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => ({ name, size });
const valid = { subject: 'Dúvida sobre pagamento', content: 'Bom dia, gostaria de saber a data do pagamento.', files: [] };

describe('contact us rules (spec part 1, section 5)', () => {
  it('accepts a subject, a message and no attachments', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires a subject: 'Coloque um assunto' (blanks count as empty)", () => {
    expect(validateContact({ ...valid, subject: '' })).toEqual({ subject: 'Coloque um assunto' });
    expect(validateContact({ ...valid, subject: '  \t ' })).toEqual({ subject: 'Coloque um assunto' });
  });

  it('takes a subject of 150 characters, not 151', () => {
    expect(validateContact({ ...valid, subject: 'a'.repeat(150) })).toEqual({});
    expect(validateContact({ ...valid, subject: 'a'.repeat(151) })).toEqual({ subject: 'O assunto deve ter no máximo 150 caracteres' });
  });

  it("requires a message: 'Coloque uma mensagem'", () => {
    expect(validateContact({ ...valid, content: '' })).toEqual({ content: 'Coloque uma mensagem' });
    expect(validateContact({ ...valid, content: '\n  \n' })).toEqual({ content: 'Coloque uma mensagem' });
  });

  it('takes a message of 1000 characters, not 1001', () => {
    expect(validateContact({ ...valid, content: 'm'.repeat(1000) })).toEqual({});
    expect(validateContact({ ...valid, content: 'm'.repeat(1001) })).toEqual({ content: 'A mensagem deve ter no máximo 1000 caracteres' });
  });

  it('reports every broken field at once', () => {
    expect(validateContact({ subject: '', content: '', files: [file('virus.exe')] })).toEqual({
      subject: 'Coloque um assunto',
      content: 'Coloque uma mensagem',
      files: 'Alguns arquivos são inválidos...',
    });
  });

  it.each(ATTACHMENT_EXTENSIONS)('accepts a .%s attachment, in any letter case', (extension) => {
    expect(validateContact({ ...valid, files: [file(`anexo.${extension}`), file(`ANEXO2.${extension.toUpperCase()}`)] })).toEqual({});
  });

  it.each(['programa.exe', 'foto.gif', 'arquivo.zip', 'semextensao', 'planilha.xlsm'])("refuses %s: 'Alguns arquivos são inválidos...'", (name) => {
    expect(validateContact({ ...valid, files: [file('nota.pdf'), file(name)] })).toEqual({ files: 'Alguns arquivos são inválidos...' });
  });

  it('takes exactly 10 MB of attachments in total and refuses 10 MB + 1 byte', () => {
    expect(ATTACHMENTS_MAX_BYTES).toBe(10 * MB);
    expect(validateContact({ ...valid, files: [file('a.pdf', 6 * MB), file('b.xlsx', 4 * MB)] })).toEqual({});
    expect(validateContact({ ...valid, files: [file('a.pdf', 6 * MB), file('b.xlsx', 4 * MB + 1)] })).toEqual({
      files: 'Arquivos muito grandes (devem ser menores de 10MB)',
    });
    expect(validateContact({ ...valid, files: [file('grande.pdf', 10 * MB + 1)] })).toEqual({
      files: 'Arquivos muito grandes (devem ser menores de 10MB)',
    });
  });

  it('always sends the internal team (group 0) first, each group once', () => {
    expect(recipientGroups([])).toEqual([0]);
    expect(recipientGroups([20, 0, 11, 20])).toEqual([0, 20, 11]);
  });
});
