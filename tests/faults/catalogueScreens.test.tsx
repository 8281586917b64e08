import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../mocks/db/db';
import { clearFaults, setFault } from '../../mocks/http/faults';
import { server } from '../../mocks/node';
import { DevolucaoListPage } from '../../src/custom/devolucoes/DevolucaoListPage';
import { ProtocoloLogisticoPage } from '../../src/custom/protocoloLogistico/ProtocoloLogisticoPage';
import { ComunicadoCreate } from '../../src/resources/comunicados/ComunicadoCreate';
import { CondicaoCreate } from '../../src/resources/condicoesPagamento/CondicaoCreate';
import { FormularioList } from '../../src/resources/formularios/FormularioList';
import { GroupSuppliersEditPage } from '../../src/resources/gruposOpcoesRecebimento/GroupSuppliersEditPage';
import { HistoricoDetalhePage } from '../../src/resources/historico/HistoricoDetalhePage';
import { ProfilePage } from '../../src/custom/profile/ProfilePage';
import { PendingTab } from '../../src/custom/gerenciarPedidos/tabs/pending/PendingTab';
import { historyLineOf } from '../../src/resources/historico/history';
import { pathTo } from '../../src/routes/pathTo';
import { renderEditor } from '../components/formularios/editorHarness';
import { openTab } from '../components/gerenciarPedidos/scheduleHarness';
import { advanceUntil } from '../helpers/clock';
import { renderScreenAs } from '../helpers/renderScreen';
import { watchMessages } from '../helpers/snackbarLog';

/**
 * The catalogue messages no area suite reached through the UI (tests/faults/catalogue.ts names where every other one
 * is asserted): one render per screen, several messages per render where the screen has them.
 */
const LOAD = { timeout: 8000 };
const until = (messages: string[], message: string) => waitFor(() => expect(messages).toContain(message), LOAD);

describe('catalogue messages reached through their screens', () => {
  it("receiving-option group's suppliers: joined, 'Removido associação com sucesso!', then 'Não foi possível efetuar a associação!'", async () => {
    const messages = watchMessages();
    await renderScreenAs('comercial', <Routes><Route path="/fornecedoresGrupo-ae/:id" element={<GroupSuppliersEditPage />} /></Routes>, {
      route: '/fornecedoresGrupo-ae/2',
      path: '/*',
      resource: 'gruposOpcoesRecebimento',
    });
    fireEvent.change(await screen.findByLabelText('Pesquisar fornecedor', {}, LOAD), { target: { value: '2000001' } });
    const box = await screen.findByLabelText('Fornecedor Acessórios Casa Bela Comércio Ltda no grupo', {}, LOAD);
    fireEvent.click(box);
    await until(messages, 'Fornecedor adicionado ao grupo!');
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.click(box);
    await until(messages, 'Removido associação com sucesso!');
    await waitFor(() => expect(box).toBeEnabled());
    setFault('POST /api/legacy/fornecedoresGrupo', { status: 500 });
    fireEvent.click(box);
    await until(messages, 'Não foi possível efetuar a associação!');
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("payment condition, Adicionar: a failed insert says 'Erro na inserção de dados de condições!'", async () => {
    const messages = watchMessages();
    await renderScreenAs('comercial', <Routes><Route path="/manutencaoCondicoesPagamento-ae" element={<CondicaoCreate />} /></Routes>, {
      route: '/manutencaoCondicoesPagamento-ae',
      path: '/*',
      resource: 'condicoesPagamento',
    });
    await screen.findByRole('heading', { level: 1, name: 'Adicionar' }, LOAD);
    fireEvent.change(screen.getByLabelText(/^Nome da condição/), { target: { value: 'Antecipação 3 dias' } });
    fireEvent.change(screen.getByLabelText(/^Prazo de atendimento/), { target: { value: '3' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Condição padrão atrelada/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Padrão 28 dias' }, LOAD));
    fireEvent.change(screen.getByLabelText(/^Percentual desconto/), { target: { value: '4.25' } });
    setFault('POST /api/legacy/condicoesPagamento', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await until(messages, 'Erro na inserção de dados de condições!');
    expect(screen.getByLabelText(/^Nome da condição/)).toHaveValue('Antecipação 3 dias');
  });

  it("announcement, Adicionar: the suppliers' list failing says 'Não foi possivel carregar fornecedores!'", async () => {
    setFault('GET /api/legacy/fornecedores', { status: 500 });
    await renderScreenAs('master', <Routes><Route path="/comunicados-ae" element={<ComunicadoCreate />} /></Routes>, {
      route: '/comunicados-ae',
      path: '/*',
      resource: 'comunicados',
    });
    fireEvent.click(await screen.findByRole('switch', { name: /fornecedores podem visualizar$/ }, LOAD));
    expect(await within(screen.getByTestId('supplier-visibility')).findByText('Não foi possivel carregar fornecedores!', {}, LOAD)).toBeInTheDocument();
  });

  it("forms list: a failed cancel says 'Ocorreu um erro ao tentar cancelar o formulário!'", async () => {
    const messages = watchMessages();
    await renderScreenAs('sourcing', <FormularioList />, { route: '/formularios', resource: 'formularios' });
    const title = 'Pesquisa de logística de acessórios';
    fireEvent.click(await screen.findByRole('button', { name: `Cancelar formulário ${title}` }, LOAD));
    setFault('PUT *', { status: 500 });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar formulário' }));
    await until(messages, 'Ocorreu um erro ao tentar cancelar o formulário!');
  });

  it("form editor: the recipients' list failing says 'Erro ao carregar fornecedores'", async () => {
    setFault('GET /api/legacy/fornecedores', { status: 500 });
    await renderEditor();
    expect(await within(screen.getByTestId('form-recipients')).findByText('Erro ao carregar fornecedores', {}, LOAD)).toBeInTheDocument();
  });

  it("order history detail: the detail call failing says 'Ocorreu um problema ao carregar os detalhes do pedido. Por favor, tente novamente.'", async () => {
    setFault('GRAPHQL OrderDetail', { status: 500 });
    const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.status === 'E')!;
    await renderScreenAs('moveis', <HistoricoDetalhePage />, {
      route: pathTo('historicoDetalhe', historyLineOf(line)),
      path: '/historico-de-agendamento/detalhes/:purchaseOrderId/:productId/:deliveryDate/:branchId',
    });
    expect(await screen.findByText('Ocorreu um problema ao carregar os detalhes do pedido. Por favor, tente novamente.', {}, LOAD)).toBeInTheDocument();
  });

  it("profile: the person's read failing says 'Ocorreu um problema ao carregar as informações do usuário. Por favor, tente novamente.' and the form still works", async () => {
    const messages = watchMessages();
    // The session's own read of the user (at sign-in) passes; the profile's read of the person fails.
    setFault('GET /api/legacy/pessoa/token', { status: 500, after: 1 });
    await renderScreenAs('moveis', <ProfilePage />, { route: '/perfil' });
    await until(messages, 'Ocorreu um problema ao carregar as informações do usuário. Por favor, tente novamente.');
    expect(screen.getByLabelText('Nome atual')).toHaveValue(db.tables.pessoas.find((row) => row.codigo === '1000001')!.nome);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("a schedule's items, GET /orders answering neither 200 nor 404: 'Não foi possível efetuar essa consulta!' in its dialog", async () => {
    await openTab(<PendingTab personId={1000001} />, 'moveis');
    const [card] = await screen.findAllByTestId('schedule-card', {}, LOAD);
    setFault('GET /api/sourcing/orders', { status: 500 });
    fireEvent.click(within(card).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const items = await screen.findByRole('dialog', { name: /^Itens do pedido/ }, LOAD);
    expect(await within(items).findByText('Não foi possível efetuar essa consulta!', {}, LOAD)).toBeInTheDocument();
  });

  it("logistics protocol: the file not coming says 'Ocorreu um erro ao fazer retorno do arquivo!'", async () => {
    // The file's path carries the session token, which the sign-in inside renderScreenAs makes: its prefix is faulted.
    server.use(http.get(/\/api\/legacy\/protocoloLogistico\/downloadFileProtocolo\//, () => HttpResponse.json({ status: false, message: 'Erro interno do servidor.' }, { status: 500 })));
    await renderScreenAs('moveis', <ProtocoloLogisticoPage />, { route: '/protocoloLogistico' });
    expect(await screen.findAllByText('Ocorreu um erro ao fazer retorno do arquivo!', {}, LOAD)).not.toHaveLength(0);
  });

  it("return reports' pictures: the list failing, then the pictures' download failing, each says its support text", async () => {
    // The pictures' list is retried (react-query's default) before it fails: its three pauses pass on fake timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const messages = watchMessages();
    await renderScreenAs('moveis', <DevolucaoListPage />, { route: '/devolucoes' });
    const open = await screen.findByRole('button', { name: 'Ver fotos do produto 410001' }, LOAD);
    setFault('GRAPHQL getReturnReceiptPicturesURL', { status: 500 });
    fireEvent.click(open);
    await advanceUntil(() => expect(screen.getByText('Ocorreu um problema ao carregar as imagens. Por favor, informe ao suporte.')).toBeInTheDocument());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'IMAGENS' })).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    clearFaults();
    setFault('GRAPHQL downloadImage', { status: 500 });
    fireEvent.click(open);
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'IMAGENS' })).findByRole('button', { name: 'Baixar todas as imagens' }, LOAD));
    // The message waits for the first one's 8 s on screen, which pass on the fake clock.
    await advanceUntil(() => expect(messages).toContain('Ocorreu um problema ao carregar a imagem. Por favor, informe ao suporte.'));
  });
});
