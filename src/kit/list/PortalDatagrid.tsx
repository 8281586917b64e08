import { DatagridConfigurable, type DatagridConfigurableProps } from 'react-admin';
import { ListEmpty } from './ListEmpty';

/** Column-chooser datagrid (pairs with PortalList's SelectColumnsButton); no bulk actions by default. */
export function PortalDatagrid({ bulkActionButtons = false, empty = <ListEmpty />, ...rest }: DatagridConfigurableProps) {
  return <DatagridConfigurable bulkActionButtons={bulkActionButtons} empty={empty} {...rest} />;
}
