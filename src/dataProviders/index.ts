import { combineDataProviders, type DataProvider } from 'react-admin';
import { comunicadosProvider } from './comunicados';
import { contatosProvider } from './contatos';
import { fornecedoresProvider } from './fornecedores';
import { logsProvider } from './logs';

/** One provider per resource; each area of the portal registers its own here. */
const byResource: Record<string, DataProvider> = {
  comunicados: comunicadosProvider as DataProvider,
  contatos: contatosProvider as DataProvider,
  fornecedores: fornecedoresProvider,
  logs: logsProvider,
};

export const dataProvider = combineDataProviders((resource) => {
  const provider = byResource[resource];
  if (!provider) throw new Error(`No data provider for resource "${resource}"`);
  return provider;
});
