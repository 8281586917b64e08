/**
 * The three error catalogues (spec part 1 §8, part 2 §8, part 3 §8), every message word for word, with how the UI
 * reaches it and the UI test that asserts it there. A template ('{Entity} adicionado com sucesso!') is listed with
 * the concrete text of one entity, and its pt-BR source as `template`. catalogue.test.ts checks that each message is
 * in the pt-BR texts (or, for a server's own message, in the mock), and that each named test asserts it.
 */
export interface CatalogueEntry {
  message: string;
  spec: 'part1' | 'part2' | 'part3';
  /** Screen (route), account, fault and action that show it. */
  reach: string;
  /** The UI tests (tests/components, tests/faults) that reach and assert it; empty with `notReached`. */
  tests: string[];
  /** Why no UI test shows it: the spec says it is not shown, or the portal has no call that yields it. */
  notReached?: string;
  /** The pt-BR text the message is made from, when it is a template. */
  template?: string;
  /** The message is the server's own (the portal shows what it answers): it is in the mock, not in src/i18n. */
  fromServer?: true;
}

const C = 'tests/components/';
const F = 'tests/faults/';

export const CATALOGUE: CatalogueEntry[] = [
  // Part 1 §8: shell, communication, admin.
  { spec: 'part1', message: 'Não foi possível efetuar o login!', reach: '/ (login), a 500 on POST /login, Entrar', tests: [`${C}login/LoginScreen.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível redefinir a senha!', reach: '/ (login), Esqueci minha senha, a refusal of the reset', tests: [`${C}login/LoginScreen.test.tsx`] },
  { spec: 'part1', message: 'Erro ao redefinir a senha!', reach: '/ (login), Esqueceu sua senha?, no answer at all (fault `network`)', tests: [`${C}login/LoginScreen.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível carregar infomações de usuário!', reach: 'the shell, master, user-by-token call fails', tests: [`${C}app/App.test.tsx`] },
  { spec: 'part1', message: 'Autentificação inválida!', reach: 'any screen, a call answering Token inválido!', tests: [`${C}app/deadSession.test.tsx`, `${C}calendario/calendarSessionEnd.test.tsx`] },
  { spec: 'part1', message: 'Erro ao carregar dados!', reach: '/gerenciarPedidos tabs, a 500 on the tab call', tests: [`${C}gerenciarPedidos/ConfirmedTab.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível carregador os dados!', reach: '/grupo, master, GET /grupo 500', tests: [`${C}grupos/Grupos.test.tsx`] },
  { spec: 'part1', message: 'Erro na recuperação de dados de grupo!', reach: '/grupo edit, master, GET /grupo/{id} 500', tests: [`${C}grupos/Grupos.test.tsx`] },
  { spec: 'part1', message: 'Erro na recuperação de dados de fornecedores!', reach: '/comunicado edit, master, suppliers call 500', tests: [`${C}comunicados/ComunicadoEdit.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível criar um novo grupo!', template: 'Não foi possível criar um novo {route}!', reach: '/grupo/create, master, POST /grupo 500, Salvar', tests: [`${C}grupos/Grupos.test.tsx`] },
  { spec: 'part1', message: 'Não foi possivel carregar fornecedores!', reach: '/comunicado/create, master, GET /fornecedores 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part1', message: 'Campos necessários, não foram retornados pelo servidor!', reach: '/contact, 1000001, send-mail answers {} ; /perfil save answers {}', tests: [`${C}faleConosco/ContactPage.test.tsx`, `${C}profile/ProfilePage.test.tsx`] },
  { spec: 'part1', message: 'O ocorreu um erro no sistema!', reach: '/opcoesRecebimento, 1000001, discounts call fails with another message', tests: [`${C}opcoesRecebimento/receivingRefusals.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível remover o comunicado!', template: 'Não foi possível remover {item}!', reach: '/comunicado, master, DELETE 500, Sim', tests: [`${C}comunicados/ComunicadoList.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível remover!', reach: '/grupoOpcoesRecebimento-ae/2, 0000002, Remover grupo, DELETE 500, Sim', tests: [`${F}formSaves.test.tsx`] },
  { spec: 'part1', message: 'Grupo vinculado a outro registro. ERRO:[-2292]', reach: '/grupo, master, delete a group in use', tests: [`${C}grupos/Grupos.test.tsx`] },
  { spec: 'part1', message: 'Grupo adicionado com sucesso!', template: '{Entity} adicionado/editado com sucesso!', reach: '/grupo/create, master, Salvar', tests: [`${C}grupos/Grupos.test.tsx`] },
  { spec: 'part1', message: 'Não foi possível editar o contato!', template: 'Não foi possível {adicionar/editar} o {entity}!', reach: '/contato edit, master, PUT 500, Salvar', tests: [`${C}contatos/Contatos.test.tsx`] },
  { spec: 'part1', message: 'Alteração realizada!', reach: '/usuarios, master, a block toggle', tests: [`${C}usuarios/Usuarios.test.tsx`] },
  { spec: 'part1', message: 'Lista de contatos carregada!', reach: 'home, 1000001, contacts card opened', tests: [`${C}home/contactsAndFailures.test.tsx`] },
  { spec: 'part1', message: 'Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.', reach: 'home, 1000001, contacts modal call 500', tests: [`${C}home/contactsAndFailures.test.tsx`] },
  { spec: 'part1', message: 'Falha ao carregar contatos!', reach: '/contact, 1000001, list-contact 500', tests: [`${C}faleConosco/ContactPage.test.tsx`] },
  { spec: 'part1', message: 'Erro ao enviar e-mail', reach: '/contact, 1000001, send-mail 500, Enviar', tests: [`${C}faleConosco/ContactPage.test.tsx`] },
  { spec: 'part1', message: 'E-mail enviado com sucesso!', reach: '/contact, 1000001, Enviar', tests: [`${C}faleConosco/ContactPage.test.tsx`] },
  { spec: 'part1', message: 'Lista de contatos carregadas!', reach: '/contact, 1000001, page load', tests: [`${C}faleConosco/ContactPage.test.tsx`] },
  {
    spec: 'part1',
    message: 'Requisição sobrescrita',
    reach: 'a list call superseded by a newer one (typing in a search)',
    tests: [],
    notReached: 'the superseded call is dropped without a message (its newer call answers); the ApiError carries the text (tests/unit/dataProviders/http.test.ts)',
  },
  {
    spec: 'part1',
    message: 'Ocorreu um problema ao carregar as informações do usuário. Por favor, tente novamente.',
    reach: "/perfil, 1000001, the profile's read of the person (GET /pessoa/token) 500",
    tests: [`${F}catalogueScreens.test.tsx`],
  },
  { spec: 'part1', message: 'Usuário não tem permissão para acessar funcionalidades', reach: '/grupo, a user without the grupo key', tests: [`${C}grupos/Grupos.test.tsx`] },

  // Part 2 §8: orders and money.
  { spec: 'part2', message: 'Erro ao enviar dados!', reach: '/perfil, save answers 500', tests: [`${C}profile/ProfilePage.test.tsx`] },
  {
    spec: 'part2',
    message: 'Erro ao processar dados no servidor!',
    reach: 'internal',
    tests: [],
    notReached: 'the spec lists it as internal: the portal reports a 5xx with the call\'s own catalogue text (detail only in debug mode)',
  },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar as informações da tabela de pedidos. Por favor, tente novamente.', reach: '/gerenciarPedidos all orders, GET /orders 500', tests: [`${C}gerenciarPedidos/AllOrdersTab.test.tsx`] },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar as informações da tabela. Por favor, tente novamente.', reach: '/gerenciarPedidos pending tab, 500', tests: [`${C}gerenciarPedidos/PendingTab.test.tsx`] },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar a listagem de fornecedores. Por favor, tente novamente.', reach: '/historico, 0000003, suppliers call 500', tests: [`${C}historico/HistoricoListStaff.test.tsx`] },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar os detalhes do pedido. Por favor, tente novamente.', reach: '/historico detail, 1000001, GraphQL order detail 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part2', message: 'Não foi possivel enviar pedido!', reach: '/calendario, 1000001, POST /pedidos/agendar 500', tests: [`${C}calendario/CalendarioPage.test.tsx`] },
  { spec: 'part2', message: 'Feito escolha de antecipação!', reach: '/opcoesRecebimento, 1000001, choose an option', tests: [`${C}opcoesRecebimento/OpcaoRecebimentoPage.test.tsx`] },
  {
    spec: 'part2',
    message: 'Não foi possível efetuar essa consulta!',
    reach: "/gerenciarPedidos tab 1, 1000001, a schedule's items (GET /orders) 500, VER DETALHES DO PEDIDO",
    tests: [`${F}catalogueScreens.test.tsx`],
  },
  { spec: 'part2', message: 'Não foi possível inserir os dados!', reach: '/gruposOpcoesRecebimento/create, master, POST 500', tests: [`${C}gruposOpcoesRecebimento/receivingGroups.test.tsx`] },
  { spec: 'part2', message: 'Não foi possível editar os dados!', reach: '/grupoOpcoesRecebimento-ae/1, 0000002, PUT 500, Salvar', tests: [`${F}formSaves.test.tsx`] },
  { spec: 'part2', message: 'Erro na inserção de dados de condições!', reach: '/condicoesPagamento/create, master, POST 500, Salvar', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part2', message: 'Erro na edição de dados de condições!', reach: '/condicoesPagamento edit, master, PUT 500', tests: [`${C}condicoesPagamento/condicoesPagamento.test.tsx`] },
  { spec: 'part2', message: 'Erro na recuperação de dados de condições!', reach: '/condicoesPagamento, master, GET 500', tests: [`${C}condicoesPagamento/condicoesPagamento.test.tsx`] },
  { spec: 'part2', message: 'Não foi possível efetuar a associação!', reach: '/gruposOpcoesRecebimento suppliers, master, POST /fornecedoresGrupo 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part2', message: 'Removido associação com sucesso!', fromServer: true, reach: '/gruposOpcoesRecebimento suppliers, master, untick a supplier', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar os dados. Por favor, informe ao suporte.', reach: '/pagamentos, 1000001, list 500', tests: [`${C}pagamentos/PagamentoList.test.tsx`] },
  { spec: 'part2', message: 'Ocorreu um problema ao carregar os fornecedores. Por favor, informe ao suporte.', reach: '/pagamentos, 0000003, suppliers 500', tests: [`${C}pagamentos/PagamentoList.test.tsx`] },
  { spec: 'part2', message: 'Campo precisa ser um número!', reach: '/gerenciarPedidos filters, a letter in a number filter', tests: [`${C}gerenciarPedidos/AllOrdersTab.test.tsx`] },
  { spec: 'part2', message: 'Digite algum valor no campo!', reach: '/gerenciarPedidos filters, an empty filter searched', tests: [`${C}gerenciarPedidos/AllOrdersTab.test.tsx`] },
  { spec: 'part2', message: 'Selecione o fornecedor', reach: '/gerenciarPedidos, 0000003, no supplier chosen', tests: [`${C}gerenciarPedidos/GerenciarPedidosPage.test.tsx`] },
  { spec: 'part2', message: 'Nenhum registro encontrado!', reach: '/gerenciarPedidos tabs, no rows', tests: [`${C}gerenciarPedidos/PendingTab.test.tsx`] },
  { spec: 'part2', message: 'Nenhum registro encontrado', reach: '/gerenciarPedidos tabs, no rows', tests: [`${C}gerenciarPedidos/RefusedTab.test.tsx`] },
  { spec: 'part2', message: 'Você não possui pedidos dentro dos filtros selecionados', reach: '/historico, filters with no orders', tests: [`${C}historico/HistoricoList.test.tsx`] },
  { spec: 'part2', message: 'Não encontramos pagamentos', reach: '/pagamentos, no payments', tests: [`${C}pagamentos/PagamentoList.test.tsx`] },

  // Part 3 §8: quality, compliance, forms.
  { spec: 'part3', message: 'Ocorreu um erro ao fazer retorno do arquivo!', reach: '/protocoloLogistico, 1000001, the protocol file call 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um erro ao fazer upload do arquivo!', reach: '/protocoloLogistico, master, upload 500', tests: [`${C}protocoloLogistico/ProtocoloLogisticoPage.test.tsx`] },
  { spec: 'part3', message: 'Compliance adicionado com sucesso!', template: '{Title} adicionado/editado com sucesso!', reach: '/compliance/create, master, Salvar', tests: [`${C}compliance/ComplianceForm.test.tsx`] },
  { spec: 'part3', message: 'Não foi possível adicionar o compliance!', template: 'Não foi possível adicionar/editar o {title}!', reach: '/compliance/create, master, POST 500', tests: [`${C}compliance/ComplianceForm.test.tsx`] },
  { spec: 'part3', message: 'Não foi possível remover %{item}!', template: 'Não foi possível remover {item}!', reach: '/compliance, master, DELETE 500, Sim (the item is the document title)', tests: [`${C}compliance/ComplianceList.test.tsx`] },
  { spec: 'part3', message: 'Não foi possível assinar o documento. Por favor tente novamente.', reach: '/compliance sign, 1000001, sign 500', tests: [`${C}compliance/ComplianceSignaturePage.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um problema ao carregar a imagem. Por favor, informe ao suporte.', reach: '/devolucoes images, 1000001, picture call 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um problema ao carregar as imagens. Por favor, informe ao suporte.', reach: '/devolucoes images, 1000001, pictures call 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part3', message: 'Relatório excluído com sucesso!', reach: '/devolucoes, 0000003, Excluir, Sim', tests: [`${C}devolucoes/DevolucaoListPage.test.tsx`] },
  { spec: 'part3', message: 'Adicionado com sucesso', reach: '/devolucoes/novo, 0000003, Salvar', tests: [`${C}devolucoes/NovoRelatorioPage.test.tsx`] },
  { spec: 'part3', message: 'Formulário criado com sucesso! Será publicado assim que o prazo de vigência iniciar.', reach: '/formularios/create, master, Salvar', tests: [`${C}formularios/FormEditor.test.tsx`] },
  { spec: 'part3', message: 'Formulário respondido com sucesso!', reach: '/formularios answer, 1000001, Enviar', tests: [`${C}formularios/FormularioResponderPage.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um erro ao tentar cancelar o formulário!', reach: '/formularios, master, PUT cancel 500, Sim', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um erro ao tentar buscar respostas do formulário!', reach: '/formularios, master, answers call 500', tests: [`${C}formularios/FormularioList.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um erro ao tentar salvar formulário!', reach: '/formularios/create, master, POST 500', tests: [`${C}formularios/FormEditor.test.tsx`] },
  { spec: 'part3', message: 'Erro ao carregar fornecedores', reach: '/formularios/create, master, suppliers call 500', tests: [`${F}catalogueScreens.test.tsx`] },
  { spec: 'part3', message: 'Ocorreu um problema ao executar a ação. Por favor, informe ao suporte.', reach: '/cadastroComplementar, GraphQL 500', tests: [`${C}cadastroComplementar/CadastroComplementarPage.test.tsx`] },
  { spec: 'part3', message: 'Cadastro criado com sucesso!', reach: '/cadastroComplementar, new registration, Salvar', tests: [`${C}cadastroComplementar/CadastroComplementarPage.test.tsx`] },
  { spec: 'part3', message: 'Cadastro atualizado com sucesso!', reach: '/cadastroComplementar, existing registration, Salvar', tests: [`${C}cadastroComplementar/CadastroComplementarPage.test.tsx`] },
  { spec: 'part3', message: 'Não existem registros!', reach: '/protocolos, no protocols', tests: [`${C}protocolos/ProtocolosPage.test.tsx`] },
  { spec: 'part3', message: 'Não encontramos devoluções', reach: '/devolucoes, no reports', tests: [`${C}devolucoes/DevolucaoListPage.test.tsx`] },
  { spec: 'part3', message: 'Não encontramos imagens', reach: '/devolucoes images, none', tests: [`${C}devolucoes/DevolucaoListPage.test.tsx`] },
  { spec: 'part3', message: 'Não há registros de pessoas cedentes.', reach: '/cadastroComplementar, no assignors', tests: [`${C}cadastroComplementar/CadastroComplementarPage.test.tsx`] },
  { spec: 'part3', message: 'Não há registros de dados bancários.', reach: '/cadastroComplementar, no bank accounts', tests: [`${C}cadastroComplementar/CadastroComplementarPage.test.tsx`] },
];

/** What a write may reject with when the server's answer is not the API's: the unexpected-reply and submit texts. */
export const WRITE_FAILURES: readonly string[] = [
  'Campos necessários, não foram retornados pelo servidor!',
  'Erro ao enviar dados!',
  'Ocorreu um erro ao fazer upload do arquivo!',
];
