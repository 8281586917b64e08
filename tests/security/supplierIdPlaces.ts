import { db } from '../../mocks/db/db';
import type { ProbeCall } from './probe';

/** Another supplier and seeded records of its own, for the calls that name a record rather than a supplier. */
export interface OtherSupplier {
  id: string;
  line: { purchaseOrderId: number; productId: number; branchId: number };
  returnReceiptId: number;
  sheetId: number;
}

export function otherSupplier(id: string): OtherSupplier {
  // An order of theirs alone: the seed numbers some orders alike for two suppliers (each sees its own lines).
  const ownOrders = new Set(db.tables.orderLines.filter((row) => String(row.personId) === '1000001').map((row) => `${row.purchaseOrderId}/${row.branchId}`));
  const line = db.tables.orderLines.find((row) => String(row.personId) === id && !ownOrders.has(`${row.purchaseOrderId}/${row.branchId}`))!;
  const report = db.tables.returnReports.find((row) => String(row.personId) === id);
  const sheet = db.tables.qualitySheets.find((row) => String(row.supplierId) === id);
  return {
    id,
    line: { purchaseOrderId: line.purchaseOrderId, productId: line.productId, branchId: line.branchId },
    returnReceiptId: report?.returnReceiptId ?? 0,
    sheetId: sheet?.id ?? 0,
  };
}

type Place = (other: OtherSupplier) => ProbeCall;
type Gql = (other: OtherSupplier) => { field: string; args: Record<string, unknown> };

const rows = { initialRow: 0, nextRows: 50 };

/**
 * Where each endpoint a supplier may call takes a supplier's id (a path or query parameter, a JSON body field, a
 * GraphQL variable), or the other supplier's record it names. Every supplier-callable endpoint is here or in
 * NO_SUPPLIER_ID (tests/security/otherSupplier.test.ts fails on one in neither).
 */
export const SUPPLIER_ID_PLACES: Record<string, Place[]> = {
  'get legacy /compliance': [(o) => ({ query: { userCode: o.id } })],
  'get orders /documents/qtyDocumentsPending': [(o) => ({ query: { personId: o.id } })],
  'get orders /documents/signatureReceipt': [(o) => ({ query: { personId: o.id, complianceId: '1' } })],
  'post orders /documents/signDocumentCompliance': [(o) => ({ body: { personId: o.id, logonPersonId: o.id, complianceId: 1 } })],
  'get legacy /comunicado/': [(o) => ({ query: { personId: o.id } })],
  'get legacy /contatoInfo': [(o) => ({ query: { personId: o.id } })],
  'get orders /contact/list-contact': [(o) => ({ query: { personId: o.id } })],
  'post orders /contact/send-mail': [(o) => ({ body: { personId: o.id, subject: 'x', message: 'x' } })],
  'get legacy /forms': [(o) => ({ query: { supplierId: o.id, pageNumber: '1', nrRecordPage: '50' } })],
  'post legacy /forms/answer': [(o) => ({ body: { supplierId: Number(o.id), formId: 1, answers: [] } })],
  'get legacy /fornecedores/:id': [(o) => ({ params: { id: o.id } })],
  'get legacy /gerenciarPedidos/dataEntrega': [(o) => ({ query: { idPessoa: o.id } })],
  'get legacy /gerenciarPedidos/concluidos': [(o) => ({ query: { idPessoa: o.id } })],
  'post legacy /etiqueta/urls': [(o) => ({ query: { tipo: 'zpl' }, body: { ...o.line, personId: Number(o.id) } })],
  'get legacy /etiquetas': [(o) => ({ query: { personId: o.id } })],
  'get legacy /protocolo/protocoloDatas': [(o) => ({ query: { idFornecedor: o.id } })],
  'get legacy /protocolo/gerenciapedidos/': [(o) => ({ query: { idFornecedor: o.id } })],
  'get legacy /protocolo/gerenciapedidos/notafiscal': [(o) => ({ query: { idFornecedor: o.id } })],
  'get orders /orders': [(o) => ({ query: { personId: o.id, initialRow: '0', nextRows: '50' } })],
  'get orders /orders/schedules': [(o) => ({ query: { personId: o.id, initialRow: '0', nextRows: '50' } })],
  'get orders /orders/findOrdersByScheduleStatus': [(o) => ({ query: { personId: o.id, initialRow: '0', nextRows: '50' } })],
  'post orders /orders/confirmRefuse': [(o) => ({ body: { ...o.line, personId: Number(o.id) } })],
  'post orders /orders/confirmRefuseByList': [(o) => ({ body: { personId: Number(o.id), orders: [o.line] } })],
  'get legacy /pendencias/': [(o) => ({ query: { personId: o.id } })],
  'get orders /orders/quantityPending': [(o) => ({ query: { personId: o.id } })],
  'get legacy /opcoesRecebimento/descontos': [(o) => ({ query: { idFornecedor: o.id } })],
  'put legacy /opcoesRecebimento/opcaoPagamento': [(o) => ({ body: { id_pessoa: o.id, ...o.line } })],
  'get legacy /opcoesRecebimento': [(o) => ({ query: { idFornecedor: o.id } })],
  'get legacy /pedidos/pendentesAutomatico': [(o) => ({ query: { personId: o.id } })],
  'post legacy /pedidos/agendar': [(o) => ({ body: { personId: o.id, ...o.line, date: '2030-01-01' } })],
  'get legacy /pedidos': [(o) => ({ query: { personId: o.id } })],
  'put legacy /pedidos/cancelar': [(o) => ({ body: { personId: o.id, ...o.line } })],
  'get legacy /pedidoCompra/pdf': [(o) => ({ query: { personId: o.id, cdFil: String(o.line.branchId), purchaseOrderId: String(o.line.purchaseOrderId) } })],
  'get legacy /pedidoCompra/arquivos/:cdFil/:cdPedido/:ticket/:filename': [
    (o) => ({ params: { cdFil: String(o.line.branchId), cdPedido: String(o.line.purchaseOrderId), filename: 'pedido.pdf' }, query: { personId: o.id } }),
  ],
  'put legacy /pessoa/renovacao/:codigo': [(o) => ({ params: { codigo: o.id }, body: { codigo: o.id, nome: 'Outro', senha: 'nova1234' } })],
  'put legacy /pessoa/:codigo': [(o) => ({ params: { codigo: o.id }, body: { codigo: o.id, nome: 'Outro', senha: 'nova1234' } })],
  'get legacy /protocolo/datasAgendamento': [(o) => ({ query: { idFornecedor: o.id } })],
  'get legacy /protocolo/agendamento': [(o) => ({ query: { idFornecedor: o.id } })],
  'get legacy /fornecedores/categoria': [(o) => ({ query: { idPessoa: o.id } })],
  'get legacy /qualidade/ficha-tecnica': [(o) => ({ query: { fornecedor: o.id } })],
  'get legacy /qualidade/ficha-tecnica/produtos': [(o) => ({ query: { P_ID_PESSOA: o.id, P_ID_DESCR: '1' } })],
  'put legacy /qualidade/ficha-tecnica/moveis/:idFicha': [(o) => ({ params: { idFicha: String(o.sheetId) }, body: { idPessoa: o.id } })],
  'post legacy /qualidade/ficha-tecnica/moveis': [(o) => ({ body: { idPessoa: o.id, fornecedor: o.id } })],
  'post legacy /qualidade/ficha-tecnica/acessorios': [(o) => ({ body: { idPessoa: o.id, fornecedor: o.id } })],
  'get legacy /ficha-tecnica/alfas': [(o) => ({ query: { idPessoa: o.id } })],
  'get legacy /qualidade/ficha-tecnica/ids': [(o) => ({ query: { idPessoa: o.id, alfa: 'A' } })],
  'get legacy /qualidade/ficha-tecnica/historico/:idDescr': [(o) => ({ params: { idDescr: '1' }, query: { idPessoa: o.id } })],
  'get legacy /scorecard/embed': [(o) => ({ query: { idFornecedor: o.id } })],
  'post orders /quality/upload-picture': [(o) => ({ query: { personId: o.id, returnReceiptId: String(o.returnReceiptId), fileName: '1-a.jpg' } })],
  'post orders /quality/create-return-receipt': [(o) => ({ body: { personId: Number(o.id), userPersonId: o.id } })],
};

/** GraphQL operations: the root field and its arguments naming another supplier (or its record). */
export const SUPPLIER_ID_VARIABLES: Record<string, Gql> = {
  getSupplier: (o) => ({ field: 'getSupplier', args: { personId: o.id } }),
  registerSupplier: (o) => ({ field: 'registerSupplier', args: { supplier: { personId: o.id }, assignors: [], banksDetails: [], personIdOperation: o.id } }),
  updateSupplier: (o) => ({ field: 'updateSupplier', args: { supplier: { personId: o.id }, assignors: [], banksDetails: [], personIdOperation: o.id } }),
  DocumentsList: (o) => ({ field: 'DocumentsList', args: { personId: o.id } }),
  qualityReturnReceipts: (o) => ({ field: 'qualityReturnReceipts', args: { personId: o.id, ...rows } }),
  qualityReturnReceipt: (o) => ({ field: 'qualityReturnReceipt', args: { returnReceiptId: o.returnReceiptId } }),
  getReturnReceiptPicturesURL: (o) => ({ field: 'getReturnReceiptPicturesURL', args: { personId: o.id, returnReceiptId: o.returnReceiptId } }),
  deleteReturnReceipt: (o) => ({ field: 'deleteReturnReceipt', args: { returnReceiptId: o.returnReceiptId, userPersonId: o.id } }),
  ReturnReportSuppliers: (o) => ({ field: 'suppliers', args: { personId: o.id } }),
  suppliersProducts: (o) => ({ field: 'suppliersProducts', args: { personId: o.id } }),
  Orders: (o) => ({ field: 'orders', args: { personId: o.id, ...rows } }),
  OrderDetail: (o) => ({ field: 'orderDetail', args: { purchaseOrderId: String(o.line.purchaseOrderId), productId: String(o.line.productId), branchId: o.line.branchId } }),
  OrderHistory: (o) => ({ field: 'orderHistory', args: { purchaseOrderId: String(o.line.purchaseOrderId), productId: String(o.line.productId), branchId: o.line.branchId, ...rows } }),
  Suppliers: (o) => ({ field: 'suppliers', args: { personId: o.id } }),
  pendingReturnProducts: (o) => ({ field: 'pendingReturnProducts', args: { personId: o.id, ...rows } }),
  InvoicesList: (o) => ({ field: 'invoicesList', args: { personId: o.id, ...rows } }),
  Payments: (o) => ({ field: 'payments', args: { personId: o.id, ...rows } }),
  PaymentDelay: (o) => ({ field: 'paymentDelay', args: { personId: o.id } }),
};

/** Supplier-callable endpoints that take no supplier's id: the session's own data, or reference lists. */
export const NO_SUPPLIER_ID: Record<string, string> = {
  'put legacy /auth/logout': 'the session itself',
  'post legacy /downloadTicket': 'a ticket for the session itself',
  'get legacy /pessoa/token': 'the session’s user',
  'get legacy /permissaoFuncionalidade/checkPermission': 'the session’s permissions',
  'post graphql GRAPHQL getAssignor': 'by registration id (idFDEm), checked against the caller’s supplier',
  'post graphql GRAPHQL getBankDetails': 'by registration id (idFDEm), checked against the caller’s supplier',
  'post graphql GRAPHQL getBankInstitutions': 'reference list of banks',
  'get legacy /compliance/:id': 'documents addressed to every supplier',
  'get legacy /compliance/:ticket/:id': 'documents addressed to every supplier',
  'get orders /documents/document': 'documents addressed to every supplier',
  'get legacy /comunicadoTable': 'announcements for the caller',
  'get legacy /comunicado/arquivo/:id': 'announcements for the caller',
  'get legacy /comunicado/:id': 'announcements for the caller',
  'get legacy /contato/': 'the retailer’s contacts',
  'get legacy /contatoTable': 'the retailer’s contacts',
  'get legacy /contato/arquivo/:id': 'the retailer’s contacts',
  'get legacy /contato/:id': 'the retailer’s contacts',
  'post graphql GRAPHQL downloadImage': 'by picture key, checked against the caller',
  'post graphql GRAPHQL qualityReturnReasonsList': 'reference list',
  'post graphql GRAPHQL qualityProductGroups': 'reference list',
  'get orders /quality/next-return-receipt-id': 'a number',
  'get legacy /forms/items/types': 'reference list',
  'get legacy /forms/:id': 'forms addressed to the caller',
  'get legacy /fornecedores': 'the caller alone',
  'get legacy /fornecedores/ativos': 'the caller alone',
  'get legacy /preSignedUrl/download': 'by label key, checked against the caller',
  'get legacy /etiqueta/manual': 'a manual',
  'get orders /orders/reasons': 'reference list',
  'get orders /orders/receivingDays': 'by branch',
  'get orders /penalty/daysUntilDeadline': 'a number',
  'get orders /orders/deliveryPlace': 'reference list',
  'get orders /paymentConditions': 'reference list',
  'get orders /orders/paymentConditionsList': 'reference list',
  'get legacy /produtos/grupos': 'reference list',
  'get legacy /produtos/familias': 'reference list',
  'post legacy /log': 'written for the session’s user',
  'get orders /orders/branches': 'reference list',
  'get legacy /protocoloLogistico/downloadFileProtocolo/:ticket/protocolo': 'one protocol for everyone',
  'get legacy /qualidade/situacoes': 'reference list',
  'get legacy /qualidade/grupos': 'reference list',
  'get legacy /qualidade/familias': 'reference list',
  'get legacy /qualidade/arquivo/url/:key': 'by file key, checked against the caller',
  'get legacy /qualidade/arquivo/:key/:ticket': 'by file key, checked against the caller',
  'get legacy /scorecard/report/:reportId': 'by an embed token issued to the caller',
};
