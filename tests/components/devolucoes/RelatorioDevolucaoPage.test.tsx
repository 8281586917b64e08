import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DevolucaoListPage } from '../../../src/custom/devolucoes/DevolucaoListPage';
import { RelatorioDevolucaoPage } from '../../../src/custom/devolucoes/RelatorioDevolucaoPage';
import { spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';
import type { AccountName } from '../../helpers/accounts';

const LOAD = { timeout: 15_000 };

/** The report view and the list it goes back to. */
const openReport = (account: AccountName, personId: number, reportId: number) =>
  renderScreenAs(
    account,
    <Routes>
      <Route path="/qualidade/devolucao" element={<DevolucaoListPage />} />
      <Route path="/qualidade/devolucao/relatorio/:personId/:returnReceiptId" element={<RelatorioDevolucaoPage />} />
    </Routes>,
    { route: `/qualidade/devolucao/relatorio/${personId}/${reportId}`, path: '*' },
  );

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('return report view', { timeout: 40_000 }, () => {
  it('1000001 reads every field of its report, with its pictures and their downloads, and no Excluir', async () => {
    const downloads = spyDownload();
    await openReport('moveis', 1000001, 7001);
    await screen.findByTestId('report-fields', {}, LOAD);
    expect(screen.getByRole('heading', { name: 'Relatório de Devolução' })).toBeInTheDocument();
    expect(fact('Fornecedor')).toMatch(/^1000001 - /);
    expect(fact('Produto')).toBe('410001 - Sofá retrátil 3 lugares Lisboa');
    expect(fact('Divisão')).toBe('Móveis');
    expect(fact('Grupo')).toBe('Estofados');
    expect(fact('Data de recebimento')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(fact('Quantidade agendada')).toBe('20');
    expect(fact('Quantidade vistoriada')).toBe('20');
    expect(fact('Quantidade devolvida')).toBe('4');
    expect(fact('Quantidade estocada')).toBe('16');
    expect(fact('Motivos da devolução')).toContain('Embalagem danificada ou molhada');
    expect(fact('Observações adicionais')).toBe('QUATRO SOFÁS COM O TECIDO RASGADO NO BRAÇO E EMBALAGEM MOLHADA.');
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3), LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Baixar imagem 1-sofa-braco.jpg' }));
    expect(downloads.names).toEqual(['1-sofa-braco.jpg']);
    expect(screen.getByRole('button', { name: 'Baixar todas as imagens' })).toBeEnabled();
  });

  it("0000003's Voltar returns to the list of the report's supplier", async () => {
    await openReport('sourcing', 1000001, 7002);
    await screen.findByTestId('report-fields', {}, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Sofá retrátil 3 lugares Lisboa', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Selecione o fornecedor' }) as HTMLInputElement).value).toMatch(/^1000001 - /), LOAD);
  });

  it("0000003 deletes the report from its view: 'Relatório excluído com sucesso!' and back to the supplier's list", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const messages = watchMessages();
    await openReport('sourcing', 1000001, 7001);
    await screen.findByTestId('report-fields', {}, LOAD);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'EXCLUIR REGISTRO DE DEVOLUÇÃO' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(messages).toContain('Relatório excluído com sucesso!'), LOAD);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('1-5 de 6', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Sofá retrátil 3 lugares Lisboa')).not.toBeInTheDocument();
  });

  it("a supplier cannot read another supplier's report: the spec's generic message is told", async () => {
    const messages = watchMessages();
    await openReport('acessorios', 1000001, 7001);
    await waitFor(() => expect(messages).toHaveLength(1), LOAD);
    // The page's own alert, beside the snackbar's.
    const [alert] = screen.getAllByRole('alert').filter((element) => !element.closest('.MuiSnackbar-root'));
    expect(screen.queryByTestId('report-fields')).not.toBeInTheDocument();
    expect(messages).toEqual([alert.textContent]);
    expect(alert.textContent).toBe('Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.');
  });
});
