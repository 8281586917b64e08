import { providerOf } from '../../../src/dataProviders';
import { isMounted, resourceName } from '../../../src/routes/access';
import { ROUTES } from '../../../src/routes/routeTable';

const resourcesOfRoutes = ROUTES.filter((line) => isMounted(line.path)).flatMap((line) => [
  ...(resourceName(line) ? [resourceName(line) as string] : []),
  ...(line.reads ?? []),
]);

describe('the composite data provider', () => {
  it('serves every resource of a mounted route line, and those it reads (each area exports its own)', () => {
    expect(resourcesOfRoutes.length).toBeGreaterThan(10);
    expect(resourcesOfRoutes.filter((resource) => !providerOf(resource))).toEqual([]);
  });

  it('serves the order-management lists and custom pages that no route line names', () => {
    const others = ['home', 'profile', 'calendario', 'gerenciarPedidos', 'agendamentosPendentes', 'protocolosAgendamento', 'etiquetas'];
    expect(others.filter((resource) => !providerOf(resource))).toEqual([]);
  });
});
