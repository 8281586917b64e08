import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { fakePdf, pdfJustUnder7Mb, pdfOf7Mb } from '../../unit/comunicados/communicationFixtures';
import { chooseFile, dateInput, field, fileInput, keyDate, renderAnnouncementForm, save, supplierTable, type, typeDate, visibilitySwitch, watchWrites } from './formHarness';

const today = format(new Date(), 'dd/MM/yyyy');

async function fillValid() {
  await renderAnnouncementForm();
  await screen.findByRole('heading', { level: 1, name: 'Adicionar Comunicado' }, { timeout: 8000 });
  type('Título', 'Novo prazo de agendamento');
  type('Descrição', 'Agendamentos com 72 horas de antecedência.');
  typeDate('lancamento', today);
  typeDate('termino', today);
}

/** A rule's message shows twice: as the warning and under its field. */
async function expectWarning(message: string) {
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}

afterEach(() => vi.restoreAllMocks());

describe('Adicionar Comunicado (/comunicados-ae)', { timeout: 30_000 }, () => {
  it('creates an announcement for two chosen suppliers, notifies them by e-mail and returns to the list after 1 s', async () => {
    const writes = watchWrites();
    await fillValid();
    expect(document.title).toBe('Portal do Fornecedor - Adicionar Comunicado');
    type('URL', 'fornecedores.varejo-casa.com.br/prazos');
    expect(screen.getByRole('button', { name: 'Selecionar arquivo PDF' })).toBeDisabled();

    fireEvent.click(visibilitySwitch());
    expect(await screen.findByText('Apenas alguns fornecedores podem visualizar')).toBeInTheDocument();
    // 15 per page (15, 25, 50): the two demo suppliers are on the first 50 by name.
    fireEvent.mouseDown(await supplierTable().findByRole('combobox', { name: /Linhas por página/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['15', '25', '50']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    const moveis = db.tables.pessoas.find((row) => row.codigo === '1000001')!;
    const acessorios = db.tables.pessoas.find((row) => row.codigo === '2000001')!;
    // By label: a role query over 50 rows costs a second in jsdom.
    fireEvent.click(await supplierTable().findByLabelText(`Selecionar ${moveis.nome}`, {}, { timeout: 5000 }));
    fireEvent.click(supplierTable().getByLabelText(`Selecionar ${acessorios.nome}`));
    expect(supplierTable().getByText('2 fornecedores selecionados')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    save();
    expect(await screen.findByText('Comunicado adicionado com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(writes.calls.filter((call) => call === 'POST /comunicado')).toHaveLength(1);
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    const form = writes.forms[0];
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))).toEqual({
      Titulo: 'Novo prazo de agendamento',
      Descricao: 'Agendamentos com 72 horas de antecedência.',
      Lancamento: today,
      Termino: today,
      Fl_all: 'false',
      Fornecedores: JSON.stringify([
        { id_pessoa: 1000001, id_cfg: 0, email: moveis.email },
        { id_pessoa: 2000001, id_cfg: 0, email: acessorios.email },
      ]),
      Diretorio: 'https://fornecedores.varejo-casa.com.br/prazos',
    });
    const saved = db.tables.announcements.at(-1)!;
    expect(saved).toMatchObject({ titulo: 'Novo prazo de agendamento', fl_all: false, diretorio: 'https://fornecedores.varejo-casa.com.br/prazos' });

    await waitFor(() => expect(db.tables.sentEmails).toHaveLength(1));
    const email = db.tables.sentEmails[0];
    expect(email).toMatchObject({ kind: 'comunicado', subject: 'Novo prazo de agendamento', recipients: [moveis.email, acessorios.email] });
    expect(email.content).toBe('Um novo comunicado foi publicado no Portal do Fornecedor: "Novo prazo de agendamento". Acesse http://localhost/#/comunicados para ler.');

    expect(screen.queryByTestId('opened')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/comunicados');
  });

  it("'Marcar/Desmarcar todos do filtro' chooses every supplier of the type shown, and only those; off again, none", async () => {
    const writes = watchWrites();
    await fillValid();
    fireEvent.click(visibilitySwitch());
    fireEvent.mouseDown(await supplierTable().findByRole('combobox', { name: 'Tipo Fornecedor' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Acessórios' }));
    const accessories = db.tables.pessoas.filter((row) => row.supplierType === 'A');
    expect(accessories.length).toBeGreaterThan(1);
    const toggleAll = supplierTable().getByRole('switch', { name: 'Marcar/Desmarcar todos do filtro' });
    await waitFor(() => expect(toggleAll).toBeEnabled());
    fireEvent.click(toggleAll);
    expect(supplierTable().getByText(`${accessories.length} fornecedores selecionados`)).toBeInTheDocument();
    expect(toggleAll).toBeChecked();
    fireEvent.click(toggleAll);
    expect(supplierTable().getByText('0 fornecedores selecionados')).toBeInTheDocument();
    fireEvent.click(toggleAll);

    save();
    expect(await screen.findByText('Comunicado adicionado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    const sent = JSON.parse(String(writes.forms[0].get('Fornecedores'))) as { id_pessoa: number }[];
    expect(sent.map((entry) => entry.id_pessoa).sort()).toEqual(accessories.map((row) => Number(row.codigo)).sort());
  });

  it("marks the required dates with '*'; the supplier table shows the code and is searched by code, name or e-mail", async () => {
    await fillValid();
    for (const label of ['Início Vigência', 'Fim vigência']) {
      const mark = screen.getByText(label, { selector: 'label' });
      expect(mark.querySelector('.MuiFormLabel-asterisk'), label).not.toBeNull();
    }
    fireEvent.click(visibilitySwitch());
    const search = await supplierTable().findByRole('searchbox', { name: 'Pesquisar fornecedor' });
    const headers = supplierTable().getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Selecionar', 'Código', 'Nome', 'E-mail']);

    fireEvent.change(search, { target: { value: '1000001' } });
    await waitFor(() => expect(supplierTable().getAllByRole('row')).toHaveLength(2));
    const found = within(supplierTable().getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(found.slice(1)).toEqual(['1000001', 'Móveis Serra Gaúcha Indústria Ltda', expect.stringContaining('@')]);

    // Words in any order, without accents; the toggle then chooses only what the search shows.
    fireEvent.change(search, { target: { value: 'gaucha serra' } });
    await waitFor(() => expect(supplierTable().getAllByRole('row')).toHaveLength(2));
    fireEvent.click(supplierTable().getByRole('switch', { name: 'Marcar/Desmarcar todos do filtro' }));
    expect(supplierTable().getByText('1 fornecedor selecionado')).toBeInTheDocument();
  });

  it('for everyone: Fl_all true, no supplier sent, and every supplier is notified', async () => {
    const writes = watchWrites();
    await fillValid();
    save();
    expect(await screen.findByText('Comunicado adicionado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    expect(writes.forms[0].get('Fl_all')).toBe('true');
    expect(writes.forms[0].get('Fornecedores')).toBe('[]');
    expect(writes.forms[0].get('Diretorio')).toBe('');
    await waitFor(() => expect(db.tables.sentEmails).toHaveLength(1));
    const everyone = db.tables.pessoas.filter((row) => row.supplierType !== null).map((row) => row.email);
    expect([...db.tables.sentEmails[0].recipients].sort()).toEqual([...new Set(everyone)].sort());
  });

  it('every rule: each failure is a warning, the message under its field and a W line in the server log; nothing is sent; Cancelar goes back', async () => {
    const writes = watchWrites();
    await renderAnnouncementForm();
    await screen.findByRole('heading', { level: 1, name: 'Adicionar Comunicado' }, { timeout: 8000 });
    save();
    await expectWarning('Preencha o campo titulo!');
    for (const message of ['Preencha o campo descrição!', 'Preencha o campo lancamento!', 'Preencha o campo termino!']) {
      expect(screen.getByText(message)).toHaveClass('Mui-error');
    }
    await waitFor(() =>
      expect(db.tables.logs.filter((row) => row.DS_TIPO === 'W').map((row) => row.DS_LOG)).toEqual(
        expect.arrayContaining(['Preencha o campo titulo!', 'Preencha o campo descrição!', 'Preencha o campo lancamento!', 'Preencha o campo termino!']),
      ),
    );
    act(() => clearSnackbars());

    const valid = { Título: 'Novo prazo de agendamento', Descrição: 'Agendamentos com 72 horas de antecedência.', URL: '' };
    Object.entries(valid).forEach(([label, value]) => type(label, value));
    typeDate('lancamento', today);
    typeDate('termino', today);
    const cases: [label: keyof typeof valid, value: string, message: string][] = [
      ['Título', 'Prazo\tnovo', 'Caracteres inválidos em campo titulo!'],
      ['Título', 'x'.repeat(51), 'Campo titulo não pode ter mais de 50 caracteres!'],
      ['Descrição', 'd'.repeat(251), 'Campo descrição não pode ter mais de 250 caracteres!'],
      ['Descrição', 'a\tb', 'Caracteres inválidos em campo descricao!'],
      ['URL', 'javascript:alert(1)', 'Rota não é uma url válida!'],
    ];
    for (const [label, value, message] of cases) {
      type(label, value);
      save();
      await expectWarning(message);
      expect(field(label)).toHaveValue(value);
      act(() => clearSnackbars());
      type(label, valid[label]);
    }

    await keyDate(1, '31022026');
    save();
    await expectWarning('Data inválida');
    act(() => clearSnackbars());
    typeDate('lancamento', '10/03/2026');
    typeDate('termino', '09/03/2026');
    save();
    await expectWarning('Fim vigência não pode ser anterior ao Início Vigência!');
    expect(dateInput('termino').value).toBe('09/03/2026');
    act(() => clearSnackbars());
    typeDate('termino', '10/03/2026');

    fireEvent.click(visibilitySwitch());
    save();
    await expectWarning('Selecione ao menos um fornecedor!');
    expect(writes.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/comunicados');
    expect(writes.calls).toEqual([]);
  });

  it('a file renamed to .pdf and a 7 MB PDF (7 340 032 bytes) are refused and cleared; a PDF of 7 340 031 bytes is kept and disables the URL', async () => {
    await fillValid();
    chooseFile(fakePdf());
    expect(await screen.findByText('Apenas arquivos pdf são aceitos!')).toBeInTheDocument();
    expect(screen.queryByText('contrato.pdf')).not.toBeInTheDocument();
    act(() => clearSnackbars());
    chooseFile(pdfOf7Mb());
    expect(await screen.findByText('Tamanho máximo de arquivo 7mb.')).toBeInTheDocument();
    expect(screen.queryByText('grande.pdf')).not.toBeInTheDocument();
    expect(field('URL')).toBeEnabled();
    await waitFor(() => expect(db.tables.logs.some((row) => row.DS_TIPO === 'W' && row.DS_LOG === 'Apenas arquivos pdf são aceitos!')).toBe(true));

    // One byte under 7 MB (7 340 031 bytes) is the largest PDF kept.
    chooseFile(pdfJustUnder7Mb());
    expect(await screen.findByText('limite.pdf')).toBeInTheDocument();
    expect(field('URL')).toBeDisabled();
    expect(fileInput()).toBeEnabled();
  });

  it('a failed save says "Não foi possível adicionar o comunicado!", keeps what was typed and may be sent again', async () => {
    const writes = watchWrites();
    await fillValid();
    setFault('POST /api/legacy/comunicado', { status: 500, times: 1 });
    save();
    expect(await screen.findByText('Não foi possível adicionar o comunicado!')).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Novo prazo de agendamento');
    expect(dateInput('lancamento').value).toBe(today);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(db.tables.sentEmails).toEqual([]);
    save();
    await waitFor(() => expect(db.tables.announcements.at(-1)!.titulo).toBe('Novo prazo de agendamento'));
    expect(writes.calls.filter((call) => call === 'POST /comunicado')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Comunicado adicionado com sucesso!')).toBeInTheDocument();
  });

});
