import { useMemo, useState } from 'react';
import { useListContext, type Identifier } from 'react-admin';
import type { OrderRecord } from '../../orderManagement';
import { LabelActions } from '../../labels/LabelActions';

/**
 * Tab 0's place for the shipping labels (spec part 2, 2.3 and 2.9): the label buttons of src/custom/gerenciarPedidos/labels
 * get the rows selected in the table, on any page (each selected row was on screen when it was ticked).
 */
export function AllOrdersLabelSlot({ personId }: { personId: number }) {
  const { data, selectedIds } = useListContext<OrderRecord>();
  const [page, setPage] = useState(data);
  const [seen, setSeen] = useState<ReadonlyMap<Identifier, OrderRecord>>(() => new Map(data?.map((row) => [row.id, row])));
  // Every page shown is remembered as it arrives (React's "adjust state while rendering", not an effect).
  if (data !== page) {
    setPage(data);
    if (data?.length) setSeen((current) => new Map([...current, ...data.map((row): [Identifier, OrderRecord] => [row.id, row])]));
  }

  const products = useMemo(() => selectedIds.flatMap((id) => seen.get(id) ?? []), [selectedIds, seen]);
  return <LabelActions products={products} personId={personId} />;
}
