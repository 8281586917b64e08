import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { FormularioList } from '../../../src/resources/formularios/FormularioList';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';
import type { AccountName } from '../../helpers/accounts';
import { advanceUntil } from '../../helpers/clock';

const LOAD = { timeout: 15_000 };

const open = (account: AccountName) => renderScreenAs(account, <FormularioList />, { route: '/formularios', resource: 'formularios' });

const headers = () => within(screen.getByTestId('formularios-table')).getAllByRole('columnheader').map((cell) => cell.textContent);
const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('forms list', { timeout: 40_000 }, () => {
  it('staff see every form 5 a page with status, answered count and their actions; edit only on drafts, cancel disabled once cancelled', async () => {
    await open('sourcing');
    expect(await screen.findByText('Programa de qualidade de móveis', {}, LOAD)).toBeInTheDocument();
    expect(headers()).toEqual(['Título', 'Início da vigência', 'Fim da vigência', 'Status', 'Respondidos', 'Ações']);
    expect(within(screen.getByTestId('formularios-table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Cadastrar Formulário' })).toHaveAttribute('href', '/formularios/cadastrar');

    const census = rowOf('Censo de fornecedores');
    expect(within(census).getByText('Publicado')).toBeInTheDocument();
    expect(within(census).getByText('1000 de 1001')).toBeInTheDocument();
    expect(within(census).getByRole('link', { name: 'Resumo das respostas de Censo de fornecedores' })).toHaveAttribute('href', '/formularios/resumo/105');
    expect(within(census).getByRole('link', { name: 'Visualizar formulário Censo de fornecedores' })).toHaveAttribute('href', '/formularios/responder/105');
    expect(within(census).getByRole('button', { name: 'Editar formulário Censo de fornecedores' })).toBeDisabled();

    const draft = rowOf('Programa de qualidade de móveis');
    expect(within(draft).getByText('Rascunho')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Editar formulário Programa de qualidade de móveis' })).toHaveAttribute('href', '/formularios/editar/108');
    expect(within(rowOf('Inventário de capacidade produtiva')).getByText('Inativo')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    const canceled = rowOf(await screen.findByText('Cadastro de certificações ambientais', {}, LOAD).then((cell) => cell.textContent ?? ''));
    expect(within(canceled).getByText('Cancelado')).toBeInTheDocument();
    expect(within(canceled).getByRole('button', { name: 'Cancelar formulário Cadastro de certificações ambientais' })).toBeDisabled();
  });

  it('staff cancel a form after confirming; the row shows Cancelado and the button is disabled', async () => {
    const messages = watchMessages();
    await open('sourcing');
    const row = rowOf((await screen.findByText('Pesquisa de logística de acessórios', {}, LOAD)).textContent ?? '');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancelar formulário Pesquisa de logística de acessórios' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar formulário' }));
    await waitFor(() => expect(messages).toContain('Formulário cancelado com sucesso!'), LOAD);
    await waitFor(() => expect(within(rowOf('Pesquisa de logística de acessórios')).getByText('Cancelado')).toBeInTheDocument(), LOAD);
    expect(within(rowOf('Pesquisa de logística de acessórios')).getByRole('button', { name: /^Cancelar formulário/ })).toBeDisabled();
  });

  it('staff export the 1,000 answers of the census as a ; CSV named after the form, BOM first', async () => {
    const downloads = spyDownload();
    await open('sourcing');
    const row = rowOf((await screen.findByText('Censo de fornecedores', {}, LOAD)).textContent ?? '');
    fireEvent.click(within(row).getByRole('button', { name: 'Exportar respostas de Censo de fornecedores' }));
    await waitFor(() => expect(downloads.names).toEqual(['Censo de fornecedores.csv']), LOAD);
    const text = await readBlob(downloads.blobs[0]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0].split(';').slice(0, 4)).toEqual(['Código', 'Fornecedor', 'Respondido em', 'Descreva os principais desafios de entrega no último trimestre']);
  });

  it('a failed export says the spec message (a server failure without its own words)', async () => {
    const messages = watchMessages();
    await open('sourcing');
    const row = rowOf((await screen.findByText('Censo de fornecedores', {}, LOAD)).textContent ?? '');
    setFault('GET /api/legacy/forms/answers/105', { status: 500 });
    fireEvent.click(within(row).getByRole('button', { name: 'Exportar respostas de Censo de fornecedores' }));
    await waitFor(() => expect(messages).toContain('Ocorreu um erro ao tentar buscar respostas do formulário!'), LOAD);
  });

  it('1000001 sees only the forms addressed to it, fewer columns, no staff action, and whether it answered', async () => {
    await open('moveis');
    expect(await screen.findByText('Questionário de sustentabilidade', {}, LOAD)).toBeInTheDocument();
    expect(headers()).toEqual(['Título', 'Início da vigência', 'Fim da vigência', 'Status', 'Respondidos', 'Ações']);
    expect(screen.queryByText('Censo de fornecedores')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar Formulário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Exportar respostas/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancelar formulário/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar formulário/ })).not.toBeInTheDocument();
    expect(within(rowOf('Inventário de capacidade produtiva')).getByText('Respondido')).toBeInTheDocument();
    expect(within(rowOf('Questionário de sustentabilidade')).getByText('Não respondido')).toBeInTheDocument();
  });

  it('the status filter sends its code: Rascunho lists only drafts', async () => {
    await open('sourcing');
    await screen.findByText('Censo de fornecedores', {}, LOAD);
    // The filter's pause passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rascunho' }));
    await advanceUntil(() => expect(screen.queryByText('Censo de fornecedores')).not.toBeInTheDocument());
    expect(screen.getByText('Programa de qualidade de móveis')).toBeInTheDocument();
    expect(screen.getByText('Avaliação de embalagens 2027')).toBeInTheDocument();
  });
});
