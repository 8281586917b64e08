import { Create, type CreateProps, type RaRecord } from 'react-admin';

/**
 * react-admin's Create, pessimistic like PortalEdit: Create already defaults to it, the kit states it so that the
 * two form wrappers save the same way whatever a later react-admin default becomes.
 */
export function PortalCreate<RecordType extends Omit<RaRecord, 'id'> = Omit<RaRecord, 'id'>>(props: CreateProps<RecordType>) {
  return <Create<RecordType> mutationMode="pessimistic" {...props} />;
}
