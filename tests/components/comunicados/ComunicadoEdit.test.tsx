import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { formatDate } from '../../../src/i18n/format';
import { stubNodeFormData, nodeFile } from '../../helpers/nodeFiles';
import { chooseFile, dateInput, field, renderAnnouncementForm, save, supplierTable, type, visibilitySwitch, watchWrites } from './formHarness';

const announcement = (title: string) => db.tables.announcements.find((row) => row.titulo === title)!;

describe('Editar Comunicado (/comunicados-ae/{id})', { timeout: 30_000 }, () => {
  it('loads the record and its visibility (some suppliers), keeps the URL and the suppliers, and notifies them', async () => {
    const writes = watchWrites();
    const row = announcement('Pesquisa de satisfação dos fornecedores');
    await renderAnnouncementForm(`/comunicados-ae/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Comunicado' }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Editar Comunicado');
    expect(field('Título')).toHaveValue(row.titulo);
    expect(field('Descrição')).toHaveValue(row.descricao);
    expect(dateInput('lancamento').value).toBe(formatDate(row.lancamento));
    expect(dateInput('termino').value).toBe(formatDate(row.termino));
    expect(visibilitySwitch()).not.toBeChecked();
    expect(screen.getByText('Apenas alguns fornecedores podem visualizar')).toBeInTheDocument();
    expect(await supplierTable().findByText('2 fornecedores selecionados')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: row.diretorio });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Alterar arquivo ou URL' })).toBeInTheDocument();

    type('Título', 'Pesquisa de satisfação 2026');
    save();
    expect(await screen.findByText('Comunicado editado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    expect(writes.calls[0]).toBe(`PUT /comunicado/${row.id}`);
    expect(writes.forms[0].get('Diretorio')).toBe(row.diretorio);
    expect(writes.forms[0].get('Fl_all')).toBe('false');
    expect(JSON.parse(writes.forms[0].get('Fornecedores') as string)).toHaveLength(2);
    expect(announcement('Pesquisa de satisfação 2026').fornecedores.map((entry) => entry.id_pessoa).sort()).toEqual([1000001, 2000001]);
    await waitFor(() => expect(db.tables.sentEmails).toHaveLength(1));
    expect(db.tables.sentEmails[0].content).toBe('O comunicado "Pesquisa de satisfação 2026" foi atualizado no Portal do Fornecedor. Acesse http://localhost/#/comunicados para ler.');
    expect(db.tables.sentEmails[0].recipients).toHaveLength(2);
  });

  it('for everyone: the switch is on; the stored file shows as a link to its file route and can be replaced by a new PDF', async () => {
    await stubNodeFormData();
    const writes = watchWrites();
    const row = announcement('Manual do fornecedor 2026');
    await renderAnnouncementForm(`/comunicados-ae/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar Comunicado' }, { timeout: 8000 });
    expect(visibilitySwitch()).toBeChecked();
    expect(screen.getByText('Todos fornecedores podem visualizar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'manual-do-fornecedor-2026.pdf' })).toHaveAttribute('href', `/comunicados/arquivos/${row.id}`);

    fireEvent.click(screen.getByRole('button', { name: 'Alterar arquivo ou URL' }));
    expect(field('URL')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Manter arquivo ou URL atual' }));
    expect(screen.getByRole('link', { name: 'manual-do-fornecedor-2026.pdf' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Alterar arquivo ou URL' }));
    chooseFile(nodeFile(['%PDF-1.7 manual novo'], 'manual-2027.pdf', 'application/pdf'));
    expect(await screen.findByText('manual-2027.pdf')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Comunicado editado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    expect(writes.forms[0].get('Diretorio')).toBe('');
    expect((writes.forms[0].get('Doc') as File).name).toBe('manual-2027.pdf');
    expect(announcement('Manual do fornecedor 2026').diretorio).toBe(`comunicados;@Assets/comunicados/${row.id}-manual-2027.pdf`);
  });

  it('a failed edit says "Não foi possível editar o comunicado!" and keeps what was typed', async () => {
    const row = announcement('Manual do fornecedor 2026');
    await renderAnnouncementForm(`/comunicados-ae/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar Comunicado' }, { timeout: 8000 });
    type('Título', 'Manual 2027');
    setFault(`PUT /api/legacy/comunicado/${row.id}`, { status: 500 });
    save();
    expect(await screen.findByText('Não foi possível editar o comunicado!')).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Manual 2027');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(row.titulo).toBe('Manual do fornecedor 2026');
  });

  it("the visibility not loading says 'Erro na recuperação de dados de fornecedores!' and offers no form", async () => {
    const row = announcement('Manual do fornecedor 2026');
    setFault(`GET /api/legacy/comunicado/${row.id}/fornecedores`, { status: 500 });
    await renderAnnouncementForm(`/comunicados-ae/${row.id}`);
    expect(await screen.findByText('Erro na recuperação de dados de fornecedores!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('an announcement that no longer exists says so and goes back to the list', async () => {
    await renderAnnouncementForm('/comunicados-ae/999');
    expect(await screen.findByText('Comunicado não encontrado!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByTestId('opened')).toHaveTextContent('/comunicados');
  });
});
