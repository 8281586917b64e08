import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { ComunicadosProvider } from '../../dataProviders/comunicados';
import type { SupplierRow, SupplierType } from '../../types/api';

type Provider = DataProvider & ComunicadosProvider;

const suppliersKey = (tipo: SupplierType) => ['comunicados', 'suppliers', tipo] as const;

/** Every supplier of a type (GET /fornecedores?tipo=), cached per type while the form is open. */
export function useSuppliers(tipo: SupplierType) {
  const dataProvider = useDataProvider<Provider>();
  return useQuery({ queryKey: suppliersKey(tipo), queryFn: () => dataProvider.suppliers('comunicados', { tipo }), retry: false });
}

/** The same lists outside a render (the notification needs every supplier when the announcement is for all). */
export function useSupplierFetcher(): (tipo: SupplierType) => Promise<SupplierRow[]> {
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  return (tipo) => queryClient.fetchQuery({ queryKey: suppliersKey(tipo), queryFn: () => dataProvider.suppliers('comunicados', { tipo }), retry: false });
}
