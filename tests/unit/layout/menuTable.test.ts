import { ACCESS_TYPES } from '../../../mocks/auth/seed';
import { visibleMenu, type VisibleItem } from '../../../src/layout/menuTable';

const everythingMounted = () => true;

function keysOf(access: string): Set<string> {
  const type = ACCESS_TYPES.find((candidate) => candidate.descricao === access);
  if (!type) throw new Error(access);
  return new Set(type.keys);
}

/** Labels (i18n keys under app.menu) and routes, groups as 'group:[entries]'. */
function describeMenu(items: VisibleItem[]): string[] {
  return items.map((item) =>
    item.kind === 'entry' ? `${item.label} ${item.route}` : `${item.label}:[${item.entries.map((entry) => entry.label).join(',')}]`,
  );
}

describe('visibleMenu with every screen mounted', () => {
  it('Master sees every entry, in the spec order, with the new pending screen', () => {
    expect(describeMenu(visibleMenu(keysOf('Master'), everythingMounted))).toEqual([
      'home /',
      'pending /pendentesNova',
      'scheduled /agendados',
      'protocols /protocolos',
      'manageOrders /gerenciarPedidos',
      'schedulingHistory /historico-de-agendamento',
      'payments /pagamentos',
      'receivingOptions /opcoesRecebimento',
      'invoices /notas',
      'quality:[technicalSheet,returns,notePreview]',
      'documents:[announcements,contacts,logisticsProtocol,compliance,supplementaryRegistration,forms]',
      'contactGroups /grupos',
      'scorecard /scorecard',
      'contactUs /contact',
      'themes /temas',
      'accessRelease /usuarios',
      'accessTypes /permissao',
      'receivingOptionGroups /grupoOpcoesRecebimento',
      'paymentConditions /manutencaoCondicoesPagamento',
      'logs /logs',
    ]);
  });

  it('the furniture supplier 1000001 sees its own set', () => {
    expect(describeMenu(visibleMenu(keysOf('Fornecedor'), everythingMounted))).toEqual([
      'home /',
      'pending /pendentesNova',
      'scheduled /agendados',
      'protocols /protocolos',
      'manageOrders /gerenciarPedidos',
      'schedulingHistory /historico-de-agendamento',
      'payments /pagamentos',
      'receivingOptions /opcoesRecebimento',
      'invoices /notas',
      'quality:[technicalSheet,returns,notePreview]',
      'documents:[announcements,contacts,logisticsProtocol,compliance,supplementaryRegistration,forms]',
      'scorecard /scorecard',
      'contactUs /contact',
      'themes /temas',
    ]);
  });

  it('the accessories supplier 2000001 gets the older pending list', () => {
    const menu = describeMenu(visibleMenu(keysOf('Fornecedor - pendentes (tela antiga)'), everythingMounted));
    expect(menu[1]).toBe('pending /pendentes');
    expect(menu).toHaveLength(14);
  });

  it('Admin - Comercial sees orders, money and communication administration', () => {
    expect(describeMenu(visibleMenu(keysOf('Admin - Comercial'), everythingMounted))).toEqual([
      'home /',
      'pending /pendentesNova',
      'scheduled /agendados',
      'protocols /protocolos',
      'manageOrders /gerenciarPedidos',
      'schedulingHistory /historico-de-agendamento',
      'payments /pagamentos',
      'receivingOptions /opcoesRecebimento',
      'invoices /notas',
      'documents:[announcements,contacts]',
      'contactGroups /grupos',
      'scorecard /scorecard',
      'contactUs /contact',
      'themes /temas',
      'receivingOptionGroups /grupoOpcoesRecebimento',
      'paymentConditions /manutencaoCondicoesPagamento',
    ]);
  });

  it('Admin - sourcing sees quality, documents, users, access types and logs', () => {
    expect(describeMenu(visibleMenu(keysOf('Admin - sourcing'), everythingMounted))).toEqual([
      'home /',
      'quality:[technicalSheet,returns,notePreview]',
      'documents:[announcements,contacts,logisticsProtocol,compliance,supplementaryRegistration,forms]',
      'scorecard /scorecard',
      'contactUs /contact',
      'themes /temas',
      'accessRelease /usuarios',
      'accessTypes /permissao',
      'logs /logs',
    ]);
  });
});

describe('visibleMenu and missing screens', () => {
  it('shows no entry whose screen is not mounted, and drops a group left empty', () => {
    const mounted = (route: string) => ['/', '/temas', '/comunicados'].includes(route);
    expect(describeMenu(visibleMenu(keysOf('Master'), mounted))).toEqual(['home /', 'documents:[announcements]', 'themes /temas']);
  });

  it('hides the documents group without manter-comunicados, manter-contatos or protocolo-logistico', () => {
    const held = new Set(['ver-lista-de-comunicados', 'user-compliance']);
    expect(describeMenu(visibleMenu(held, everythingMounted))).toEqual(['home /', 'themes /temas']);
  });
});
