import { nodeFile } from '../helpers/nodeFiles';

const pdf = () => nodeFile(['%PDF-1.7\n%fault probe\n'], 'ficha.pdf', 'application/pdf');
const png = () => nodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'foto.png', 'image/png');

/**
 * A record with the fields every area's create/update body reads (each body takes its own), so that every resource
 * that offers a CRUD write sends it: announcements, contacts and compliance documents (multipart, with a PDF), forms,
 * users (a block), the rest JSON.
 */
const RECORD = {
  id: 1,
  nome: 'Sonda',
  descricao: 'Sonda',
  titulo: 'Sonda',
  grupo: 1,
  lancamento: '2026-12-01',
  termino: '2026-12-31',
  url: 'https://fornecedores.example.com.br/sonda',
  title: 'Sonda',
  description: 'Sonda',
  required: false,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  questions: [],
  recipients: [],
  blocked: true,
  file: pdf(),
};

/** The CRUD writes react-admin may call on any resource; a resource that offers one sends a request, the others refuse. */
export const CRUD_WRITES = {
  create: { data: { ...RECORD, id: 990001 } },
  update: { id: 1, data: RECORD, previousData: { id: 1 } },
  delete: { id: 1, previousData: { id: 1 } },
  updateMany: { ids: [1], data: RECORD },
  deleteMany: { ids: [1] },
} as const;

/**
 * Every custom write of every area ('resource.method'), with params that reach the server. A new custom method must be
 * added here or to CUSTOM_READS: the suite fails on a method in neither.
 */
export const CUSTOM_WRITES: Record<string, () => unknown> = {
  'cadastroComplementar.save': () => ({
    supplierId: 1000001,
    registrationId: null,
    profile: {
      cnpj: '11222333000181',
      riskClass: 'B',
      annualBilling: 1000000,
      creditLimit: 50000,
      socialCapital: 200000,
      minApprovalSignatures: 1,
      constitutionDate: '2001-05-10',
      companyType: 'LTDA',
      companySize: 'ME',
      taxStatus: 'ATIVA',
    },
    assignors: [],
    bankAccounts: [],
  }),
  'calendario.schedule': () => ({ personId: 1000001, selections: new Map() }),
  'compliance.sign': () => ({ documentId: 1, representativeName: 'Ana Souza', cpf: '52998224725', email: 'ana@moveis.com.br', role: 'Diretora' }),
  'comunicados.notifySuppliers': () => ({ title: 'Aviso', content: 'Texto', recipientEmailList: ['a@b.com.br'] }),
  'devolucoes.saveReport': () => ({
    supplierId: 1000001,
    productId: 1,
    receiptDate: '2026-11-20',
    scheduled: 10,
    inspected: 10,
    returned: 1,
    reasonIds: [1],
    note: 'Avaria',
    images: [png()],
  }),
  'faleConosco.send': () => ({ message: { assunto: 'Dúvida', conteudo: 'Texto', grupos: [1], personId: '1000001' }, files: [] }),
  'faleConoscoGrupos.send': () => ({ message: { assunto: 'Dúvida', conteudo: 'Texto', grupos: [1], personId: '1000001' }, files: [] }),
  'formularios.cancel': () => ({ id: 1 }),
  'formularios.answer': () => ({ formId: 1, answers: [] }),
  'gerenciarPedidos.decide': () => ({
    personId: 1000001,
    items: [{ scheduleDate: '2026-11-30', deliveryDate: '2026-11-30', branchId: 1, purchaseOrderId: 4500120, productId: 1 }],
    decision: { statusIs: 'C' },
  }),
  'gruposOpcoesRecebimento.toggleCondition': () => ({ id_org: 1, id_cond_tcc: 1, in_ativar: 'S' }),
  'fornecedoresGrupo.toggleSupplier': () => ({ id_org: 1, id_pessoa: 1000001, in_ativar: 'S' }),
  'opcoesRecebimento.changeOption': () => ({ personId: 1000001, purchaseOrderId: 4500120, branchId: 1, productId: 1, deliveryDate: '30/11/2026', paymentCode: 7 }),
  'pedidosAgendados.cancel': () => ({ cd_fil: 1, dt_entrg: '30/11/2026', id_prod: 1, nr_pc: 4500120, personId: 1000001 }),
  'pedidosPendentes.cancel': () => ({ cd_fil: 1, dt_entrg: '30/11/2026', id_prod: 1, nr_pc: 4500120, personId: 1000001 }),
  'permissao.saveFeatures': () => ({ id: 'abc', changes: [{ id_md5: 'def', on: true }] }),
  'profile.save': () => ({ codigo: '1000001', nome: 'Móveis Sonda', senha: 'Senha@12345', renewal: false }),
  'protocoloLogistico.replaceProtocol': () => ({ file: pdf() }),
  'fichasTecnicas.uploadFurnitureSheet': () => ({ card: { descriptionId: 1, category: 'MOVEIS' }, file: pdf(), userId: 1000001 }),
  'fichasTecnicas.addAccessorySheet': () => ({ sheetNumber: '123', supplierId: 2000001, alpha: 'A', products: [{ id: 1, label: '1' }], file: pdf(), userId: 2000001 }),
};

/** Custom methods that save nothing: reads (GETs, GraphQL queries) and the click log (trackClick, fire and forget). */
export const CUSTOM_READS = new Set<string>([
  'cadastroComplementar.registration',
  'cadastroComplementar.banks',
  'compliance.document',
  'compliance.pendingCount',
  'compliance.receipt',
  'compliance.download',
  'comunicados.visibility',
  'comunicados.suppliers',
  'comunicados.file',
  'condicoesPagamento.attachableDefaults',
  'gruposOpcoesRecebimento.conditions',
  'contatos.groups',
  'contatos.file',
  'devolucoes.suppliers',
  'devolucoes.supplierProducts',
  'devolucoes.reasons',
  'devolucoes.groups',
  'devolucoes.pictures',
  'devolucoes.picture',
  'faleConosco.groups',
  'faleConoscoGrupos.groups',
  'formularios.itemTypes',
  'formularios.answers',
  'formularios.suppliers',
  'formularios.summary',
  'pedidos.deliveryPlaces',
  'pedidos.paymentConditions',
  'gerenciarPedidos.receivingDays',
  'gerenciarPedidos.refusalReasons',
  'gerenciarPedidos.penaltyDays',
  'gerenciarPedidos.scheduleItems',
  'gerenciarPedidos.itemsOfSchedules',
  'gerenciarPedidos.pendingSchedulesCount',
  'gerenciarPedidos.pendingReturnsCount',
  'gerenciarPedidos.protocolDetail',
  'gerenciarPedidos.protocolInvoices',
  'gerenciarPedidos.completedItems',
  'gerenciarPedidos.labelFileKeys',
  'gerenciarPedidos.labelFile',
  'gerenciarPedidos.labelManual',
  'historico.groups',
  'historico.families',
  'home.pendencias',
  'home.announcements',
  'home.contacts',
  'home.contactInfo',
  'home.pendingCount',
  'opcoesRecebimento.discounts',
  'opcoesRecebimento.deliveryItems',
  'opcoesRecebimento.protocolDayCodes',
  'opcoesRecebimento.itemDayCodes',
  'pagamentos.paymentDelay',
  'pedidosAgendados.orderPdf',
  'pedidosAgendados.orderFile',
  'pedidosAgendados.branches',
  'pedidosAgendados.trackClick',
  'pedidosPendentes.orderPdf',
  'pedidosPendentes.orderFile',
  'pedidosPendentes.branches',
  'pedidosPendentes.trackClick',
  'permissao.features',
  'profile.current',
  'protocoloLogistico.protocolFile',
  'protocolosItens.receiptUser',
  'fichasTecnicas.categories',
  'fichasTecnicas.situations',
  'fichasTecnicas.groups',
  'fichasTecnicas.families',
  'fichasTecnicas.accessoryProducts',
  'fichasTecnicas.accessorySuppliers',
  'fichasTecnicas.alphas',
  'fichasTecnicas.productIds',
  'fichasTecnicas.sheetFile',
  'fichasTecnicas.sheetHistory',
  'fichasTecnicas.paymentConditions',
  'scorecard.embed',
  'scorecard.report',
]);

/**
 * The failure a write's result carries when it resolves by design: the access type's feature save answers which
 * changes the server took and the first refusal, instead of rejecting (the screen keeps the rest pending).
 */
export function failureOf(key: string, result: unknown): unknown {
  if (key !== 'permissao.saveFeatures') return undefined;
  const { saved, error } = result as { saved: string[]; error?: unknown };
  return saved.length === 0 ? error : undefined;
}
