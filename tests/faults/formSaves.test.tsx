import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../mocks/db/db';
import { setFault } from '../../mocks/http/faults';
import { server } from '../../mocks/node';
import { ContactPage } from '../../src/custom/faleConosco/ContactPage';
import { ProfilePage } from '../../src/custom/profile/ProfilePage';
import { ComplianceEdit } from '../../src/resources/compliance/ComplianceEdit';
import { FormularioResponderPage } from '../../src/resources/formularios/answer/FormularioResponderPage';
import { ComunicadoEdit } from '../../src/resources/comunicados/ComunicadoEdit';
import { CondicaoEdit } from '../../src/resources/condicoesPagamento/CondicaoEdit';
import { ContatoEdit } from '../../src/resources/contatos/ContatoEdit';
import { GrupoEdit } from '../../src/resources/grupos/GrupoEdit';
import { GrupoOpcaoEdit } from '../../src/resources/gruposOpcoesRecebimento/GrupoOpcaoEdit';
import { PermissaoCreate } from '../../src/resources/permissao/PermissaoCreate';
import type { AccountName } from '../helpers/accounts';
import { advanceUntil } from '../helpers/clock';
import { stubNodeFormData } from '../helpers/nodeFiles';
import { renderScreenAs } from '../helpers/renderScreen';
import { watchMessages } from '../helpers/snackbarLog';

const LOAD = { timeout: 8000 };

/** A value typed into a field, and how to find the field again. */
interface Typed {
  field: () => HTMLElement;
  value: string;
}

/**
 * Types into a text field found by the start of its label (a label query: a role query over a whole form costs ~30 ms
 * in jsdom), inside the element of `scope` (a test id) when the page has two fields of that label.
 */
function type(label: string, value: string, scope?: string): Typed {
  const field = () => (scope ? within(screen.getByTestId(scope)) : screen).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
  fireEvent.change(field(), { target: { value } });
  return { field, value };
}

interface FormCase {
  form: string;
  account: AccountName;
  /** The screen, mounted at `route` on the react-router pattern `path`. */
  screen: ReactElement;
  path: string;
  route: () => string;
  resource?: string;
  /** Waits for the form, then types; answers what was typed, which must still be there after the failure. */
  fill: () => Promise<Typed[]>;
  /** The submit button, and the confirmation dialog's button when the submit asks first. */
  submit: string;
  confirm?: string;
  /** 'METHOD /path' of the save: faulted, and counted. */
  save: () => string;
  failure: string;
  /** The success text, for the forms also saved against a 200 that is an HTML page: it must never show. */
  success?: string;
  /** What the form says to such an answer, when not `failure`. */
  bodyFailure?: string;
}

const announcementId = () => db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!.id;
const complianceId = () => db.tables.complianceDocuments.find((row) => row.title === 'Política Anticorrupção')!.complianceId;

const CASES: FormCase[] = [
  {
    form: 'contact group (Editar Grupo)',
    account: 'master',
    screen: <GrupoEdit />,
    path: '/grupos-ae/:id',
    route: () => '/grupos-ae/40',
    resource: 'grupos',
    fill: async () => {
      await screen.findByDisplayValue('Qualidade', {}, LOAD);
      return [type('Descrição', 'Qualidade e Laudos')];
    },
    submit: 'Salvar',
    save: () => 'PUT /api/legacy/grupo/40',
    failure: 'Não foi possível editar o grupo!',
    success: 'Grupo editado com sucesso!',
  },
  {
    form: 'contact (Editar Contato)',
    account: 'master',
    screen: <ContatoEdit />,
    path: '/contatos-ae/:id',
    route: () => '/contatos-ae/201',
    resource: 'contatos',
    fill: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Editar Contato' }, LOAD);
      return [type('Descrição', 'Acesso e senha.')];
    },
    submit: 'Salvar',
    save: () => 'PUT /api/legacy/contato/201',
    failure: 'Não foi possível editar o contato!',
  },
  {
    form: 'announcement (Editar Comunicado)',
    account: 'master',
    screen: <ComunicadoEdit />,
    path: '/comunicados-ae/:id',
    route: () => `/comunicados-ae/${announcementId()}`,
    resource: 'comunicados',
    fill: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Editar Comunicado' }, LOAD);
      return [type('Título', 'Manual 2027')];
    },
    submit: 'Salvar',
    save: () => `PUT /api/legacy/comunicado/${announcementId()}`,
    failure: 'Não foi possível editar o comunicado!',
  },
  {
    form: 'compliance document (Editar Compliance)',
    account: 'sourcing',
    screen: <ComplianceEdit />,
    path: '/compliance-ae/:id',
    route: () => `/compliance-ae/${complianceId()}`,
    resource: 'compliance',
    fill: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Editar Compliance' }, LOAD);
      return [type('Título', 'Política Anticorrupção revisada')];
    },
    submit: 'Salvar',
    save: () => `PUT /api/sourcing/documents/compliance/${complianceId()}`,
    failure: 'Não foi possível editar o compliance!',
  },
  {
    form: 'payment condition (edit)',
    account: 'comercial',
    screen: <CondicaoEdit />,
    path: '/manutencaoCondicoesPagamento-ae/:id',
    route: () => '/manutencaoCondicoesPagamento-ae/28',
    resource: 'condicoesPagamento',
    fill: async () => {
      await screen.findByDisplayValue('Padrão 28 dias', {}, LOAD);
      return [type('Nome da condição', 'Padrão 28 dias corridos')];
    },
    submit: 'Salvar',
    save: () => 'PUT /api/legacy/condicoesPagamento/28',
    failure: 'Erro na edição de dados de condições!',
  },
  {
    form: 'receiving option group (edit)',
    account: 'comercial',
    screen: <GrupoOpcaoEdit />,
    path: '/grupoOpcoesRecebimento-ae/:id',
    route: () => '/grupoOpcoesRecebimento-ae/1',
    resource: 'gruposOpcoesRecebimento',
    fill: async () => {
      await screen.findByDisplayValue('Móveis - antecipação', {}, LOAD);
      return [type('Descrição', 'Móveis - antecipação 2027')];
    },
    submit: 'Salvar',
    save: () => 'PUT /api/legacy/grupoOpcoesRecebimento/1',
    failure: 'Não foi possível editar os dados!',
  },
  {
    form: 'receiving option group (Remover grupo, then Sim)',
    account: 'comercial',
    screen: <GrupoOpcaoEdit />,
    path: '/grupoOpcoesRecebimento-ae/:id',
    route: () => '/grupoOpcoesRecebimento-ae/2',
    resource: 'gruposOpcoesRecebimento',
    fill: async () => {
      await screen.findByLabelText(/^Descrição/, {}, LOAD);
      return [type('Descrição', 'Texto ainda não salvo')];
    },
    submit: 'Remover grupo',
    confirm: 'Sim',
    save: () => 'DELETE /api/legacy/grupoOpcoesRecebimento/2',
    failure: 'Não foi possível remover!',
  },
  {
    form: 'access type (Adicionar Tipo de Acesso)',
    account: 'master',
    screen: <PermissaoCreate />,
    path: '/permissao-ae',
    route: () => '/permissao-ae',
    resource: 'permissao',
    fill: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Adicionar Tipo de Acesso' }, LOAD);
      return [type('Descrição', 'Auditoria externa')];
    },
    submit: 'Salvar',
    save: () => 'POST /api/legacy/permissao',
    failure: 'Não foi possível adicionar o tipo de acesso!',
    success: 'Tipo de acesso adicionado com sucesso!',
  },
  {
    form: 'profile (Meu perfil)',
    account: 'moveis',
    screen: <ProfilePage />,
    path: '/perfil',
    route: () => '/perfil',
    fill: async () => {
      await screen.findByTestId('profile-page', {}, LOAD);
      return [type('Nome', 'Nome Digitado', 'profile-edit'), type('Senha', 'digitada1', 'profile-edit')];
    },
    submit: 'Salvar',
    save: () => 'PUT /api/legacy/pessoa/1000001',
    failure: 'Erro ao enviar dados!',
    success: 'Dados editados com sucesso!',
    bodyFailure: 'Campos necessários, não foram retornados pelo servidor!',
  },
  {
    form: 'contact-us (Fale conosco)',
    account: 'moveis',
    screen: <ContactPage />,
    path: '/contact',
    route: () => '/contact',
    fill: async () => {
      await screen.findByText('Lista de contatos carregadas!', {}, LOAD);
      return [type('Assunto', 'Dúvida sobre o pedido 4500120'), type('Mensagem', 'O pedido 4500120 pode ser entregue na próxima semana?')];
    },
    submit: 'Enviar',
    save: () => 'POST /api/sourcing/contact/send-mail',
    failure: 'Erro ao enviar e-mail',
  },
  {
    form: 'form answer (Responder Formulário)',
    account: 'acessorios',
    screen: <FormularioResponderPage />,
    path: '/formularios/responder/:id',
    route: () => '/formularios/responder/107',
    fill: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Responder' }, LOAD));
      return [type('Descreva os principais desafios de entrega', 'Entregas às segundas')];
    },
    submit: 'Enviar respostas',
    save: () => 'POST /api/legacy/forms/answer',
    failure: 'Ocorreu um erro ao tentar responder o formulário!',
    success: 'Formulário respondido com sucesso!',
  },
];

/** Opens the case's screen signed in as its account. */
const open = (entry: FormCase) =>
  renderScreenAs(entry.account, <Routes><Route path={entry.path} element={entry.screen} /></Routes>, { route: entry.route(), path: '/*', resource: entry.resource });

/** How many requests the screen sent as 'METHOD /path'. */
function countRequests(key: () => string): { count: number } {
  const sent = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (`${request.method} ${new URL(request.url).pathname}` === key()) sent.count += 1;
  });
  return sent;
}

describe('a failed save keeps what was typed, and a triple click on its submit sends one request', () => {
  it.each(CASES.map((entry) => [entry.form, entry] as const))('%s', async (_form, entry) => {
    // A failure said behind another message (Fale conosco's list loaded) waits its seconds on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await stubNodeFormData();
    const sent = countRequests(entry.save);
    await open(entry);
    const typed = await entry.fill();
    // The failure comes a little later, so that the second and third clicks land while the save is on its way.
    setFault(entry.save(), { status: 500, delayMs: 60 });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.tripleClick(screen.getByRole('button', { name: entry.submit }));
    if (entry.confirm) await user.tripleClick(within(await screen.findByRole('dialog')).getByRole('button', { name: entry.confirm }));
    await advanceUntil(() => expect(screen.getByText(entry.failure)).toBeInTheDocument());
    expect(sent.count).toBe(1);
    for (const { field, value } of typed) expect(field()).toHaveValue(value);
  });
});

describe('a save answered 200 with an HTML page is never shown as a success', () => {
  const saved = CASES.filter((entry) => entry.success !== undefined);
  it.each(saved.map((entry) => [entry.form, entry] as const))('%s', async (_form, entry) => {
    const messages = watchMessages();
    await open(entry);
    const typed = await entry.fill();
    setFault(entry.save(), { html: '<html><body><h1>Portal em manutenção</h1></body></html>' });
    fireEvent.click(screen.getByRole('button', { name: entry.submit }));
    await waitFor(() => expect(messages).toContain(entry.bodyFailure ?? entry.failure), LOAD);
    expect(messages).not.toContain(entry.success);
    for (const { field, value } of typed) expect(field()).toHaveValue(value);
  });
});
