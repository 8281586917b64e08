import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useListContext, useRefresh, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { useInternalView } from '../../kit/access/useInternalView';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { changeWindow, changeWindowText, hasReleasedConditions, type ChangeWindow } from './paymentOptionRules';
import { useDiscounts } from './useDiscounts';
import { usePaymentOptionFlow } from './usePaymentOptionFlow';
import { formatDate, toDate } from '../../i18n/format';
import { MessageDialog } from '../../kit/dialogs/MessageDialog';
import { SupplierFilterInput } from '../../kit/filters/SupplierFilterInput';
import { SUPPLIER_FIRST, SupplierFirst } from '../../kit/filters/SupplierFirst';
import { PortalList } from '../../kit/list/PortalList';
import { ONE_LINE_CELL, PortalTable } from '../../kit/list/PortalTable';
import { useSessionUser } from '../../session/SessionUserContext';
import type { PaymentOption, ReceivingItem, ReceivingOptionMethods } from './receivingOptions';
import { cellText, HIDDEN_AT_FIRST, RECEIVING_COLUMNS, RECEIVING_EXPORT_COLUMNS } from './receivingColumns';

const TEXT = 'resources.opcoesRecebimento';
type ItemRecord = ReceivingItem & { id: string };

const windowOf = (item: ReceivingItem, options: readonly PaymentOption[]): ChangeWindow =>
  changeWindow(toDate(item.deliveryDate) ?? new Date(0), new Date(), options);

/** The 26 columns: plain text as the kit shows it (cut at 150 characters), the others formatted. */
const COLUMNS = RECEIVING_COLUMNS.map((column) =>
  column.kind === 'text' ? (
    <PortalTable.Col<ItemRecord> key={column.field} source={column.field} />
  ) : (
    <PortalTable.Col<ItemRecord>
      key={column.field}
      source={column.field}
      render={(row) => cellText(row, column)}
      cellSx={column.kind === 'money' ? ONE_LINE_CELL : undefined}
    />
  ),
);

/** The items' table: a click on a row opens its option dialog, or says why its option cannot change now. */
function ReceivingTable({ personId }: { personId: number | undefined }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useCustomMethods<ReceivingOptionMethods>();
  const { options, failure } = useDiscounts(personId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const flow = usePaymentOptionFlow<ReceivingItem>({
    personId: personId ?? 0,
    options: options ?? [],
    quantityOf: (item) => item.deliveredQuantity,
    dayTerms: async (items) => {
      const day = items[0]?.deliveryDate.slice(0, 10);
      const codes = await dataProvider.itemDayCodes('opcoesRecebimento', { personId: personId ?? 0, day: day ?? '' });
      return { day: formatDate(day), codes };
    },
    onChanged: () => refresh(),
  });
  // A failed discounts call is not "no conditions": it says what failed instead.
  const noConditions = !failure && options !== undefined && !hasReleasedConditions(options);
  const tooltipOf = (item: ReceivingItem) => failure ?? (options ? changeWindowText(windowOf(item, options)) : '');

  const open = (item: ReceivingItem) => {
    const window = options && !failure ? windowOf(item, options) : null;
    if (failure) setRefusal(failure);
    else if (window && !window.allowed) setRefusal(changeWindowText(window));
    else if (window) flow.start({ scope: 'product', items: [item], anticipatedNow: item.anticipated === 'S', current: item.paymentCode });
  };

  return (
    <>
      {noConditions && (
        <Alert severity="warning" sx={{ m: 2 }}>
          <AlertTitle>{translate(`${TEXT}.noConditions.title`)}</AlertTitle>
          {translate(`${TEXT}.noConditions.text`)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="discounts-failure">
          {failure}
        </Alert>
      )}
      <PortalTable<ItemRecord>
        rowClick={(_id, _resource, record) => {
          open(record as ItemRecord);
          return false;
        }}
        rowSx={() => ({ cursor: 'pointer' })}
        hiddenColumns={HIDDEN_AT_FIRST as string[]}
        data-testid="opcoesRecebimento-table"
      >
        <PortalTable.Col<ItemRecord>
          label={`${TEXT}.fields.option`}
          disableSort
          render={(row) => (
            <Tooltip title={tooltipOf(row)}>
              <Chip
                size="small"
                variant="outlined"
                color={row.anticipated === 'S' ? 'primary' : 'default'}
                label={translate(`${TEXT}.values.${row.anticipated === 'S' ? 'anticipated' : 'standard'}`)}
                aria-label={translate(`${TEXT}.rowLabel`, { order: row.purchaseOrderId, product: row.productId })}
              />
            </Tooltip>
          )}
        />
        {COLUMNS}
      </PortalTable>
      <MessageDialog open={refusal !== null} title={translate(`${TEXT}.tooLateTitle`)} text={refusal ?? ''} onClose={() => setRefusal(null)} />
      {flow.dialogs}
    </>
  );
}

/** The supplier whose items the list shows: the chosen one for the internal view, else the user. */
function SupplierItems({ internalView, codigo }: { internalView: boolean; codigo: string }) {
  const { filterValues } = useListContext();
  const picked = Number(filterValues.personId);
  const personId = internalView ? (Number.isFinite(picked) && picked > 0 ? picked : undefined) : Number(codigo);
  return <ReceivingTable personId={personId} />;
}

/**
 * /opcoesRecebimento (opcoes-de-recebimento): the supplier's scheduled items with the 26 columns of spec 2.4; a click
 * on a row changes its payment option ('Prazo padrão' / 'Cancelar antecipação' or a released discount), until 1 day
 * before the delivery. Internal staff pick the supplier first.
 */
export function OpcoesRecebimentoList() {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = useInternalView();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const filters = useMemo(
    () => (internalView ? [<SupplierFilterInput key="personId" source="personId" label={`${TEXT}.fields.personId`} alwaysOn />] : []),
    [internalView],
  );
  // A supplier's call names its own code (GET /opcoesRecebimento?idFornecedor=), as the spec's call does.
  const ownFilter = useMemo(() => (internalView ? undefined : { personId: Number(user.codigo) }), [internalView, user.codigo]);
  return (
    <PortalList
      resource="opcoesRecebimento"
      title={title}
      sort={{ field: 'deliveryDate', order: 'ASC' }}
      filters={filters}
      filter={ownFilter}
      queryOptions={internalView ? SUPPLIER_FIRST : undefined}
      exportColumns={RECEIVING_EXPORT_COLUMNS}
      exportFileName="OpcoesRecebimento.csv"
    >
      <SupplierFirst internalView={internalView}>
        <SupplierItems internalView={internalView} codigo={user.codigo} />
      </SupplierFirst>
    </PortalList>
  );
}
