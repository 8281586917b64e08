import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { OrderFilter } from '../../orderManagement';
import { rangeText, tagsOf, type TagKey } from './allOrdersFilters';
import type { OrderChoices } from './useOrderChoices';

const TEXT = 'pages.gerenciarPedidos.all';

export interface AllOrdersTagsProps {
  filter: OrderFilter;
  choices: OrderChoices;
  /** 'id - name' of the supplier (internal view), shown as a tag without a remove button; undefined hides it. */
  supplier: string | undefined;
  onRemove: (tag: TagKey) => void;
  onClearAll: () => void;
}

/** One tag per filter in force ('Número do Pedido: 4500300123'); removing one reloads without it; LIMPAR FILTROS clears them all. */
export function AllOrdersTags({ filter, choices, supplier, onRemove, onClearAll }: AllOrdersTagsProps) {
  const translate = useTranslate();
  const tags = tagsOf(filter);

  const tagText = (tag: TagKey): string => {
    switch (tag) {
      case 'date':
        return translate(`${TEXT}.tag`, {
          label: translate(`${TEXT}.${filter.dateField === 'schedule' ? 'scheduleDate' : 'issueDate'}`),
          value: translate(`${TEXT}.range`, rangeText(filter)),
        });
      case 'branchId': {
        const branch = choices.branches.find((row) => row.branchId === filter.branchId);
        return translate(`${TEXT}.tag`, { label: translate(`${TEXT}.branch`), value: branch ? `${branch.branchId} - ${branch.externalBranchName}` : String(filter.branchId) });
      }
      case 'paymentId': {
        const payment = choices.payments.find((row) => row.paymentId === filter.paymentId);
        return translate(`${TEXT}.tag`, { label: translate(`${TEXT}.payment`), value: payment ? payment.nameConditionPayment : String(filter.paymentId) });
      }
      default:
        return translate(`${TEXT}.tag`, { label: translate(`${TEXT}.fields.${tag}`), value: String(filter[tag]) });
    }
  };

  if (tags.length === 0 && supplier === undefined) return null;
  return (
    <Stack direction="row" useFlexGap component="ul" aria-label={translate(`${TEXT}.tags`)} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}>
      {supplier !== undefined && (
        <li>
          <Chip size="small" color="primary" label={translate(`${TEXT}.tag`, { label: translate(`${TEXT}.supplier`), value: supplier })} />
        </li>
      )}
      {tags.map((tag) => (
        <li key={tag}>
          <Chip size="small" label={tagText(tag)} onDelete={() => onRemove(tag)} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClearAll}>
          {translate(`${TEXT}.clearAll`)}
        </Button>
      </li>
    </Stack>
  );
}
