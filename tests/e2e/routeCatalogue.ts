/**
 * Every route of the portal as a concrete URL of the seeded mock, with the demo accounts to open it as
 * (/work/shared/demo-accounts.md): one staff account and one supplier where both may see it. Pure data, shared by the
 * hardening suites (accessibility, security, faults); tests/unit/routing/routeCatalogue.test.ts fails when a line of
 * the route table (its path and its forms' paths) has no entry here, or when an entry's account may not open it.
 *
 * Open an entry with `page.goto(hashUrl(entry.url))` (the portal uses a hash router). `{day+N}` in a URL stands for
 * the day N days after the mock's seed day (today in a browser demo), as dd-MM-yyyy: `concreteUrl(url, today)`.
 */

/** The demo accounts that sign in (password in tests/helpers/accounts.ts). */
export type CatalogueAccount = '0000001' | '0000002' | '0000003' | '1000001' | '2000001';

/** A dialog a route opens: the control that opens it (pressed with Enter) and the dialog's accessible name. */
export interface CatalogueDialog {
  name: string;
  /** The first button whose accessible name is `opener` (exactly, for a string) opens it. */
  opener: string | RegExp;
  /** The opened dialog's accessible name (role dialog). */
  dialog: string | RegExp;
  /** The account to open it as. */
  account: CatalogueAccount;
}

export interface CatalogueEntry {
  /** Unique: the route line's name (or resource) and, for forms and tabs, what the URL opens. */
  name: string;
  /** The route's concrete path ('/comunicados-ae/101'), query included; `{day+N}` see above. */
  url: string;
  /** The accounts that may see it, staff first. Internal views (filtro-fornecedor) open with no supplier picked. */
  accounts: readonly CatalogueAccount[];
  /** The browser tab's title once the screen has loaded ('Portal do Fornecedor - …'). */
  ready: string;
  /** For an internal view (staff with filtro-fornecedor): the supplier to pick in the kit's picker ('Selecione o fornecedor') to see data. */
  pickSupplier?: string;
  dialogs?: readonly CatalogueDialog[];
}

const STAFF_PICK = '1000001';

export const ROUTE_CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'home', url: '/', accounts: ['0000003', '1000001', '2000001'], ready: 'Portal do Fornecedor - Início', dialogs: [{ name: 'contatos', opener: 'Ver contatos', dialog: 'Lista de contatos', account: '1000001' }, { name: 'enderecos', opener: 'Endereços', dialog: 'Endereços', account: '1000001' }] },
  { name: 'perfil', url: '/perfil', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Perfil' },
  { name: 'calendario', url: '/pendentesNova', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Pedidos não agendados', pickSupplier: STAFF_PICK },
  { name: 'pendentes', url: '/pendentes', accounts: ['0000001', '2000001'], ready: 'Portal do Fornecedor - Pedidos não agendados', pickSupplier: STAFF_PICK },
  { name: 'agendados', url: '/agendados', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Pedidos agendados', pickSupplier: STAFF_PICK, dialogs: [{ name: 'cancelar agendamento', opener: /^Cancelar o agendamento do pedido /, dialog: 'Cancelar agendamento', account: '1000001' }] },
  { name: 'pedidoCompraPdf', url: '/pedidoCompra/40/4500300001/PT-BR', accounts: ['1000001'], ready: 'Portal do Fornecedor - Pedido de compra 4500300001 (Português)' },
  { name: 'pedidoCompraPdf.staff', url: '/pedidoCompra/40/4500300001/EN?personId=1000001', accounts: ['0000001'], ready: 'Portal do Fornecedor - Pedido de compra 4500300001 (Inglês)' },
  { name: 'pedidoCompraArquivo', url: '/pedidoCompra/arquivos/40/4500300001', accounts: ['1000001'], ready: 'Portal do Fornecedor - Arquivo do pedido 4500300001' },
  { name: 'protocolos', url: '/protocolos', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Protocolos de Agendamento' },
  { name: 'gerenciarPedidos', url: '/gerenciarPedidos', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Gerenciar pedidos', pickSupplier: STAFF_PICK },
  { name: 'gerenciarPedidosTab.1', url: '/GerenciarPedidos/tab/1', accounts: ['1000001'], ready: 'Portal do Fornecedor - Gerenciar pedidos' },
  { name: 'gerenciarPedidosTab.4', url: '/GerenciarPedidos/tab/4', accounts: ['1000001'], ready: 'Portal do Fornecedor - Gerenciar pedidos' },
  { name: 'historico', url: '/historico-de-agendamento', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Histórico de agendamento', pickSupplier: STAFF_PICK, dialogs: [{ name: 'seletor de data', opener: 'Escolha uma data', dialog: /.*/, account: '1000001' }] },
  {
    name: 'historicoDetalhe',
    url: '/historico-de-agendamento/detalhes/4500300001/435009/{day+3}/40',
    accounts: ['1000001'],
    ready: 'Portal do Fornecedor - Detalhes do histórico de agendamento',
  },
  { name: 'pagamentos', url: '/pagamentos', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Pagamentos', pickSupplier: STAFF_PICK },
  {
    name: 'opcaoRecebimento',
    url: '/gerenciarPedidos/protocoloagendamento/opcaorecebimento',
    accounts: ['1000001'],
    ready: 'Portal do Fornecedor - Alterar opções de recebimento',
  },
  { name: 'opcoesRecebimento', url: '/opcoesRecebimento', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Opções de recebimento', pickSupplier: STAFF_PICK },
  { name: 'notas', url: '/notas', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Notas Fiscais', pickSupplier: STAFF_PICK },
  { name: 'fichasTecnicas', url: '/qualidade', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Qualidade', pickSupplier: STAFF_PICK, dialogs: [{ name: 'ficha técnica (PDF)', opener: 'VER FICHA TÉCNICA', dialog: /.*/, account: '1000001' }] },
  { name: 'adicionarFichaTecnica', url: '/qualidade/adicionar-ficha-tecnica', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Qualidade' },
  { name: 'devolucoes', url: '/qualidade/devolucao', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Qualidade', pickSupplier: STAFF_PICK, dialogs: [{ name: 'fotos', opener: /^Ver fotos do produto /, dialog: 'IMAGENS', account: '1000001' }] },
  { name: 'novoRelatorioDevolucao', url: '/qualidade/devolucao/novo-relatorio', accounts: ['0000003'], ready: 'Portal do Fornecedor - Qualidade', pickSupplier: STAFF_PICK },
  { name: 'relatorioDevolucao', url: '/qualidade/devolucao/relatorio/1000001/7001', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Qualidade' },
  { name: 'previaNota', url: '/previaNota', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Prévia Nota' },
  { name: 'comunicados', url: '/comunicados', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Comunicados' },
  { name: 'comunicados.create', url: '/comunicados-ae', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar Comunicado' },
  { name: 'comunicados.edit', url: '/comunicados-ae/101', accounts: ['0000001'], ready: 'Portal do Fornecedor - Editar Comunicado' },
  { name: 'comunicadoArquivo', url: '/comunicados/arquivos/102', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Atualização da política de agendamento' },
  { name: 'contatos', url: '/contatos', accounts: ['0000001', '1000001'], ready: 'Portal do Fornecedor - Contatos' },
  { name: 'contatos.create', url: '/contatos-ae', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar Contato' },
  { name: 'contatos.edit', url: '/contatos-ae/201', accounts: ['0000001'], ready: 'Portal do Fornecedor - Editar Contato' },
  { name: 'contatoArquivo', url: '/contatos/arquivos/202', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Manual de uso do portal' },
  { name: 'protocoloLogistico', url: '/protocoloLogistico', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Protocolo Logístico' },
  { name: 'compliance', url: '/compliance', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Compliance', dialogs: [{ name: 'aceite', opener: 'Clique aqui para assinar', dialog: 'Aceite do termo de condições gerais', account: '1000001' }] },
  { name: 'compliance.create', url: '/compliance-ae', accounts: ['0000003'], ready: 'Portal do Fornecedor - Adicionar Compliance' },
  { name: 'compliance.edit', url: '/compliance-ae/301', accounts: ['0000003'], ready: 'Portal do Fornecedor - Editar Compliance' },
  { name: 'complianceSignature', url: '/document-signature/301', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Compliance' },
  { name: 'cadastroComplementar', url: '/cadastroComplementar', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Cadastro Complementar', pickSupplier: STAFF_PICK, dialogs: [{ name: 'conta bancária', opener: 'Adicionar conta bancária', dialog: 'Adicionar conta bancária', account: '1000001' }] },
  { name: 'formularios', url: '/formularios', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Formulários' },
  { name: 'formularios.create', url: '/formularios/cadastrar', accounts: ['0000003'], ready: 'Portal do Fornecedor - Formulários' },
  { name: 'formularios.edit', url: '/formularios/editar/102', accounts: ['0000003'], ready: 'Portal do Fornecedor - Formulários' },
  { name: 'responderFormulario', url: '/formularios/responder/101', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Formulários' },
  { name: 'resumoFormulario', url: '/formularios/resumo/101', accounts: ['0000003'], ready: 'Portal do Fornecedor - Formulários' },
  { name: 'grupos', url: '/grupos', accounts: ['0000001'], ready: 'Portal do Fornecedor - Grupos de contatos' },
  { name: 'grupos.create', url: '/grupos-ae', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar Grupo' },
  { name: 'grupos.edit', url: '/grupos-ae/11', accounts: ['0000001'], ready: 'Portal do Fornecedor - Editar Grupo' },
  { name: 'scorecard', url: '/scorecard', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Scorecard' },
  { name: 'faleConosco', url: '/contact', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Fale Conosco' },
  { name: 'temas', url: '/temas', accounts: ['0000003', '1000001'], ready: 'Portal do Fornecedor - Temas' },
  { name: 'usuarios', url: '/usuarios', accounts: ['0000003'], ready: 'Portal do Fornecedor - Liberação de acesso' },
  { name: 'permissao', url: '/permissao', accounts: ['0000003'], ready: 'Portal do Fornecedor - Tipo de acesso' },
  { name: 'permissao.create', url: '/permissao-ae', accounts: ['0000003'], ready: 'Portal do Fornecedor - Adicionar Tipo de Acesso' },
  { name: 'permissao.edit', url: '/permissao-ae/c89193699bddc7e0cad74383ca5e09f2', accounts: ['0000003'], ready: 'Portal do Fornecedor - Editar Tipo de Acesso' },
  { name: 'gruposOpcoesRecebimento', url: '/grupoOpcoesRecebimento', accounts: ['0000001'], ready: 'Portal do Fornecedor - Grupos opções recebimento' },
  { name: 'gruposOpcoesRecebimento.create', url: '/grupoOpcoesRecebimento-ae', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar Grupo' },
  { name: 'gruposOpcoesRecebimento.edit', url: '/grupoOpcoesRecebimento-ae/1', accounts: ['0000001'], ready: 'Portal do Fornecedor - Editar Grupo' },
  { name: 'confOpcoesRecebimento', url: '/confOpcoesRecebimento/1', accounts: ['0000001'], ready: 'Portal do Fornecedor - Condições ativas no grupo' },
  { name: 'fornecedoresGrupo', url: '/fornecedoresGrupo/1', accounts: ['0000001'], ready: 'Portal do Fornecedor - Fornecedores ativos no Grupo' },
  { name: 'fornecedoresGrupoEditar', url: '/fornecedoresGrupo-ae/1', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar ou remover fornecedores do grupo' },
  { name: 'condicoesPagamento', url: '/manutencaoCondicoesPagamento', accounts: ['0000001'], ready: 'Portal do Fornecedor - Condições Pagamento' },
  { name: 'condicoesPagamento.create', url: '/manutencaoCondicoesPagamento-ae', accounts: ['0000001'], ready: 'Portal do Fornecedor - Adicionar' },
  { name: 'condicoesPagamento.edit', url: '/manutencaoCondicoesPagamento-ae/7', accounts: ['0000001'], ready: 'Portal do Fornecedor - Editar' },
  { name: 'logs', url: '/logs', accounts: ['0000003'], ready: 'Portal do Fornecedor - Logs', pickSupplier: STAFF_PICK },
];

/** A supplier's account (the others are staff). */
export const isSupplier = (account: CatalogueAccount) => account.startsWith('1') || account.startsWith('2');

/** Routes whose screen refuses a supplier although the route line lets one in (the accessory sheet form: staff only). */
const STAFF_ONLY = new Set(['adicionarFichaTecnica']);

/** The one account a suite opens an entry as: a supplier where one may (it sees data without a pick), else staff. */
export const viewerOf = (entry: CatalogueEntry): CatalogueAccount =>
  (!STAFF_ONLY.has(entry.name) && entry.accounts.find(isSupplier)) || entry.accounts[0];

const pad = (value: number) => String(value).padStart(2, '0');

/** The entry's URL with each `{day+N}` replaced by the day N days after `today`, as dd-MM-yyyy. */
export function concreteUrl(url: string, today: Date): string {
  return url.replace(/\{day([+-]\d+)\}/g, (_, offset: string) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + Number(offset));
    return `${pad(day.getDate())}-${pad(day.getMonth() + 1)}-${day.getFullYear()}`;
  });
}

/** What page.goto takes for a route path (the portal's hash router). */
export const hashUrl = (path: string): string => `/#${path}`;
