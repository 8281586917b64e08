import { useGetOne } from 'react-admin';
import { supplierLabel, type SupplierOption } from '../../kit/filters/SupplierAutocomplete';
import { useSessionUser } from '../../session/SessionUserContext';
import { SUPPLIERS_RESOURCE } from './orderManagement';

export { SUPPLIERS_RESOURCE };

/** 'id - name' of the supplier a tab shows: the user's own, or the one staff picked (just its id until its name is read). */
export function useSupplierLabel(personId: number): string {
  const user = useSessionUser();
  const own = Number(user.codigo) === personId;
  const { data } = useGetOne<SupplierOption>(SUPPLIERS_RESOURCE, { id: personId }, { enabled: !own });
  if (own) return `${user.codigo} - ${user.nome}`;
  return data ? supplierLabel(data) : String(personId);
}
