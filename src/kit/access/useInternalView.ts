import { useSessionUser } from '../../session/SessionUserContext';

/**
 * The internal view (spec part 1: filtro-fornecedor): the retailer's staff pick a supplier before each list, where a
 * supplier sees only its own data. The one place a screen's code learns it.
 */
export function useInternalView(): boolean {
  return useSessionUser().permissions.includes('filtro-fornecedor');
}
