import { useMemo } from 'react';
import { useTranslate, type SortPayload } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { SelectFilterInput } from '../../kit/filters/SelectFilterInput';
import { SupplierFilterInput } from '../../kit/filters/SupplierFilterInput';
import { SUPPLIER_FIRST, SupplierFirst } from '../../kit/filters/SupplierFirst';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { useInternalView } from '../../kit/access/useInternalView';
import { useSessionUser } from '../../session/SessionUserContext';
import { orderExportColumns, orderTableColumns } from './orderColumns';
import type { OrderLine, OrderListVariant } from './orderLineRules';
import { OrderRowActions } from './OrderRowActions';
import { useBranches } from '../../kit/data/useBranches';

const DEFAULT_SORT: Record<OrderListVariant, SortPayload> = {
  pedidosPendentes: { field: 'expectedDeliveryDate', order: 'ASC' },
  pedidosAgendados: { field: 'scheduleDate', order: 'DESC' },
};

const EXPORT_FILE: Record<OrderListVariant, string> = {
  pedidosPendentes: 'pedidos-nao-agendados',
  pedidosAgendados: 'pedidos-agendados',
};

/**
 * The order-line lists of spec part 2, 2.2: /pendentes (lines waiting for a date) and /agendados (scheduled lines,
 * with their actions). Server paging (15), search (order number or product name), branch filter, server sort,
 * column chooser and CSV; internal staff pick the supplier first.
 */
export function OrderLineList({ variant }: { variant: OrderListVariant }) {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = useInternalView();
  const title = translate(`resources.${variant}.title`);
  usePageTitle(title);
  const branches = useBranches();
  const scheduled = variant === 'pedidosAgendados';
  // A supplier's calls name its own code (spec part 2, section 7: the lists go with personId).
  const ownFilter = useMemo(() => (internalView ? undefined : { personId: Number(user.codigo) }), [internalView, user.codigo]);

  const filters = useMemo(
    () => [
      ...(internalView ? [<SupplierFilterInput key="personId" source="personId" label={`resources.${variant}.filters.personId`} alwaysOn />] : []),
      <SelectFilterInput
        key="branchId"
        source="branchId"
        label={`resources.${variant}.filters.branchId`}
        emptyText={`resources.${variant}.filters.allBranches`}
        choices={branches.map((branch) => ({ id: branch.branchId, name: `${branch.branchId} - ${branch.externalBranchName}` }))}
        alwaysOn
      />,
    ],
    [internalView, variant, branches],
  );
  const columns = useMemo(() => orderTableColumns(variant), [variant]);
  const exportColumns = useMemo(() => orderExportColumns(variant), [variant]);

  return (
    <PortalList
      resource={variant}
      title={title}
      sort={DEFAULT_SORT[variant]}
      filters={filters}
      exportColumns={exportColumns}
      exportFileName={EXPORT_FILE[variant]}
      filter={ownFilter}
      queryOptions={internalView ? SUPPLIER_FIRST : undefined}
    >
      <SupplierFirst internalView={internalView}>
        <PortalTable<OrderLine> rowClick={false} data-testid={`${variant}-table`}>
          {scheduled && (
            <PortalTable.Col<OrderLine> label={`resources.${variant}.fields.actions`} disableSort render={(line) => <OrderRowActions line={line} />} />
          )}
          {columns}
        </PortalTable>
      </SupplierFirst>
    </PortalList>
  );
}
