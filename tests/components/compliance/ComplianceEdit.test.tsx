import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { formatDate } from '../../../src/i18n/format';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { stubNodeFormData } from '../../helpers/nodeFiles';
import { chooseFile, dateInput, field, realPdf, renderComplianceForm, save, type, typeDate, watchWrites } from './complianceFormHarness';

const documentTitled = (title: string) => db.tables.complianceDocuments.find((row) => row.title === title)!;

async function openEdit(title: string) {
  await stubNodeFormData();
  const row = documentTitled(title);
  await renderComplianceForm(`/compliance-ae/${row.complianceId}`);
  await screen.findByRole('heading', { level: 1, name: 'Editar Compliance' }, { timeout: 8000 });
  return row;
}

afterEach(() => {
  vi.useRealTimers();
  act(() => clearSnackbars());
});

describe('Editar Compliance (/compliance-ae/{id}) as 0000003', { timeout: 40_000 }, () => {
  it('loads the document, edits its title keeping the stored file, says so and opens the list 2 s later', async () => {
    const writes = watchWrites();
    const row = await openEdit('Termo de Confidencialidade');
    const storedFile = row.file.sha256;
    expect(document.title).toBe('Portal do Fornecedor - Editar Compliance');
    expect(field('Título')).toHaveValue('Termo de Confidencialidade');
    expect(field('Descrição')).toHaveValue(row.description);
    expect(dateInput('start').value).toBe(formatDate(row.startDate));
    expect(dateInput('end').value).toBe(formatDate(row.endDate));
    expect(screen.getByText('O arquivo atual (pdf) é mantido se nenhum outro for escolhido.')).toBeInTheDocument();

    type('Título', 'Termo de Confidencialidade 2026');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    save();
    expect(await screen.findByText('Compliance editado com sucesso!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(writes.calls).toEqual([`PUT /documents/compliance/${row.complianceId}`]);
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    expect(writes.forms[0].get('nmTitulo')).toBe('Termo de Confidencialidade 2026');
    expect(writes.forms[0].get('dtLancamento')).toBe(formatDate(row.startDate));
    const saved = db.tables.complianceDocuments.find((doc) => doc.complianceId === row.complianceId)!;
    expect(saved.title).toBe('Termo de Confidencialidade 2026');
    expect(saved.file.sha256).toBe(storedFile);

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/compliance');
  });

  it('a failed edit says "Não foi possível editar o compliance!" and keeps what was typed and chosen', async () => {
    const row = await openEdit('Política Anticorrupção');
    setFault(`PUT /api/sourcing/documents/compliance/${row.complianceId}`, { status: 500, times: 1 });
    type('Título', 'Política Anticorrupção revisada');
    typeDate('end', '31/12/2030');
    chooseFile(realPdf('anticorrupcao.pdf'));
    expect(await screen.findByText('anticorrupcao.pdf')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Não foi possível editar o compliance!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Política Anticorrupção revisada');
    expect(dateInput('end').value).toBe('31/12/2030');
    expect(screen.getByText('anticorrupcao.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(documentTitled('Política Anticorrupção')).toBeDefined();
  });

  it('a supplier (1000001) does not reach the add form: access denied, nothing stored (the server refuses its add too: complianceMock.test.ts)', async () => {
    const before = db.tables.complianceDocuments.length;
    await renderComplianceForm('/compliance-ae', 'moveis');
    await waitFor(() => expect(screen.getByTestId('opened')).toHaveTextContent('/access-denied'), { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(db.tables.complianceDocuments).toHaveLength(before);
  });
});
