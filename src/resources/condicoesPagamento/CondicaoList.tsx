import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { SxProps } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { formatNumber } from '../../i18n/format';
import { AddButton } from '../../kit/list/AddButton';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import type { PaymentConditionRow } from './paymentConditions';

const TEXT = 'resources.condicoesPagamento';
type ConditionRecord = PaymentConditionRow & { id: number };

/** Default conditions ('Sim') stand out with a thick left border. */
const DEFAULT_ROW: SxProps = { '& td:first-of-type': { borderLeft: 6, borderLeftColor: 'primary.main' } };
const rowSx = (record: ConditionRecord): SxProps => (record.standardCondition === 'S' ? DEFAULT_ROW : {});

/** /manutencaoCondicoesPagamento (condicoes-de-pagamento): 'Condições Pagamento', the conditions with edit, 'Adicionar'. */
export function CondicaoList() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const pathTo = usePathTo();
  return (
    <PortalList
      resource="condicoesPagamento"
      title={title}
      sort={{ field: 'nameConditionPayment', order: 'ASC' }}
      extraActions={<AddButton to={pathTo('condicoesPagamento.create')} label={translate(`${TEXT}.list.add`)} />}
    >
      <PortalTable<ConditionRecord> rowClick={false} rowSx={rowSx} hiddenColumns={['paymentId']} data-testid="condicoes-table">
        <PortalTable.Col<ConditionRecord> source="paymentId" />
        <PortalTable.Col<ConditionRecord> source="nameConditionPayment" />
        <PortalTable.Col<ConditionRecord> source="standardPaymentCondition" />
        <PortalTable.Col<ConditionRecord> source="deadlineDays" render={(record) => translate(`${TEXT}.values.days`, { days: record.deadlineDays })} />
        <PortalTable.Col<ConditionRecord>
          source="discountPercent"
          render={(record) => translate(`${TEXT}.values.percent`, { percent: formatNumber(record.discountPercent, 1) })}
        />
        <PortalTable.Col<ConditionRecord> source="standardCondition" render={(record) => translate(`${TEXT}.values.${record.standardCondition}`)} />
        <PortalTable.Col<ConditionRecord>
          label={`${TEXT}.list.actions`}
          disableSort
          render={(record) => {
            const label = translate(`${TEXT}.list.edit`, { name: record.nameConditionPayment });
            return (
              <IconButton component={RouterLink} to={pathTo('condicoesPagamento.edit', { id: record.paymentId })} aria-label={label} title={label} size="small">
                <EditIcon fontSize="small" />
              </IconButton>
            );
          }}
        />
      </PortalTable>
    </PortalList>
  );
}
