import { Edit, type EditProps, type RaRecord } from 'react-admin';

/**
 * react-admin's Edit saving pessimistically by default: the update leaves on Save. react-admin's own default
 * (undoable) holds it until the undo snackbar closes, which would delay a signature or a payment-option change
 * on forms the spec locks after save.
 */
export function PortalEdit<RecordType extends RaRecord = RaRecord>(props: EditProps<RecordType>) {
  return <Edit<RecordType> mutationMode="pessimistic" {...props} />;
}
