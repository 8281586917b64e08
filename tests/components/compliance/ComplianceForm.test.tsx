import { act, screen, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { setFault } from '../../../mocks/http/faults';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { stubNodeFormData } from '../../helpers/nodeFiles';
import {
  chooseFile,
  dateInput,
  field,
  keyDate,
  pdfOf7Mb,
  realPdf,
  renderComplianceForm,
  save,
  textAsPdf,
  type,
  typeDate,
  watchWrites,
} from './complianceFormHarness';

const start = format(new Date(), 'dd/MM/yyyy');
const end = format(addDays(new Date(), 30), 'dd/MM/yyyy');

async function openAdd() {
  await stubNodeFormData();
  await renderComplianceForm();
  await screen.findByRole('heading', { level: 1, name: 'Adicionar Compliance' }, { timeout: 8000 });
}

async function fillValid() {
  await openAdd();
  type('Título', 'Código de conduta 2026');
  type('Descrição', 'Regras de conduta para fornecedores.');
  typeDate('start', start);
  typeDate('end', end);
  chooseFile(realPdf());
  await waitFor(() => expect(screen.getByText('codigo-de-conduta.pdf')).toBeInTheDocument(), { timeout: 5000 });
}

/** The message under its field (MUI's helper text in the error colour). */
const underField = (message: string) => expect(screen.getByText(message)).toHaveClass('Mui-error');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => clearSnackbars());
});

describe('Adicionar Compliance (/compliance-ae) as 0000003', { timeout: 40_000 }, () => {
  it('adds a real PDF document once on a double click, says so and opens the list 2 s later', async () => {
    const writes = watchWrites();
    await fillValid();
    expect(document.title).toBe('Portal do Fornecedor - Adicionar Compliance');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    save();
    expect(await screen.findByText('Compliance adicionado com sucesso!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(writes.calls).toEqual(['POST /compliance']);
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    const form = writes.forms[0];
    expect([...new Set(form.keys())].sort()).toEqual(['Doc', 'ds_compliance', 'dt_lancamento', 'dt_termino', 'extensao', 'nm_titulo', 'tipo', 'userId'].sort());
    expect(form.get('nm_titulo')).toBe('Código de conduta 2026');
    expect(form.get('dt_lancamento')).toBe(start);
    expect(form.get('dt_termino')).toBe(end);
    expect(form.get('extensao')).toBe('pdf');
    expect(form.get('userId')).toBe('0000003');

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByTestId('opened')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/compliance');
  });

  it('every rule of the form, word for word, under its field; nothing is sent', async () => {
    const writes = watchWrites();
    await openAdd();
    save();
    for (const message of [
      'Preencha o campo titulo!',
      'Preencha o campo descrição!',
      'Preencha o campo data de inicio da vigência!',
      'Preencha o campo data de fim da vigência!',
      'Adicione um arquivo!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    ['Preencha o campo titulo!', 'Preencha o campo descrição!', 'Preencha o campo data de inicio da vigência!', 'Preencha o campo data de fim da vigência!'].forEach(underField);

    type('Título', 'x'.repeat(51));
    type('Descrição', 'd'.repeat(251));
    save();
    underField('Campo titulo não pode ter mais de 50 caracteres!');
    underField('Campo descrição não pode ter mais de 250 caracteres!');
    type('Título', 'Código\tde conduta');
    type('Descrição', 'Regras\tde conduta');
    save();
    underField('Caracteres inválidos em campo titulo!');
    underField('Caracteres inválidos em campo descrição!');
    expect(field('Título')).toHaveValue('Código\tde conduta');

    await keyDate(0, '31022026');
    save();
    underField('Data inválida');
    typeDate('start', '10/03/2026');
    typeDate('end', '09/03/2026');
    save();
    underField('Data de fim da vigência não pode ser anterior à data de inicio!');
    expect(dateInput('end').value).toBe('09/03/2026');
    expect(writes.calls).toEqual([]);
  });

  it('a new start date clears the end date', async () => {
    await openAdd();
    typeDate('start', '10/03/2026');
    typeDate('end', '20/03/2026');
    expect(dateInput('end').value).toBe('20/03/2026');
    typeDate('start', '11/03/2026');
    expect(dateInput('end').value).toBe('');
    expect(dateInput('start').value).toBe('11/03/2026');
  });

  it('a text file named .pdf and a 7 MB PDF are refused with a message and the choice is cleared', async () => {
    await fillValid();
    chooseFile(textAsPdf());
    expect(await screen.findByText('O conteúdo do arquivo não corresponde à sua extensão!')).toBeInTheDocument();
    expect(screen.queryByText('contrato.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('codigo-de-conduta.pdf')).not.toBeInTheDocument();
    act(() => clearSnackbars());

    chooseFile(pdfOf7Mb());
    expect(await screen.findByText('Tamanho máximo de arquivo 7mb.')).toBeInTheDocument();
    expect(screen.queryByText('grande.pdf')).not.toBeInTheDocument();
    act(() => clearSnackbars());

    chooseFile(textAsPdf());
    expect(await screen.findByText('O conteúdo do arquivo não corresponde à sua extensão!')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Adicione um arquivo!')).toBeInTheDocument();
  });

  it('a failed save says "Não foi possível adicionar o compliance!", keeps everything (the file too) and may be sent again', async () => {
    const writes = watchWrites();
    await fillValid();
    setFault('POST /api/legacy/compliance', { status: 500, times: 1 });
    save();
    expect(await screen.findByText('Não foi possível adicionar o compliance!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Código de conduta 2026');
    expect(field('Descrição')).toHaveValue('Regras de conduta para fornecedores.');
    expect(dateInput('start').value).toBe(start);
    expect(dateInput('end').value).toBe(end);
    expect(screen.getByText('codigo-de-conduta.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    act(() => clearSnackbars());
    save();
    expect(await screen.findByText('Compliance adicionado com sucesso!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(writes.calls).toEqual(['POST /compliance', 'POST /compliance']);
  });
});
