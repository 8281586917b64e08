import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { chipsOf, type SheetChip, type SheetTabFilter } from './sheetFilters';
import type { ProductFamily } from './technicalSheets';
import type { SheetChoices } from './useSheetChoices';

const TEXT = 'pages.fichaTecnica.filters';

export interface SheetChipsProps {
  filter: SheetTabFilter;
  choices: SheetChoices;
  /** The families of the group in force (the family chip's name). */
  families: readonly ProductFamily[];
  onRemove: (chip: SheetChip) => void;
}

const nameOf = <T extends { id: number; name: string }>(rows: readonly T[], id: number | undefined): string =>
  rows.find((row) => row.id === id)?.name ?? String(id);

/** One chip per filter in force ('Grupo: Cadeiras'); its delete button removes that filter and reloads the list. */
export function SheetChips({ filter, choices, families, onRemove }: SheetChipsProps) {
  const translate = useTranslate();
  const chips = chipsOf(filter);
  if (chips.length === 0) return null;

  const chip = (label: string, value: string) => translate(`${TEXT}.chip`, { label, value });
  const range = () => {
    const from = filter.dateFrom ? formatDate(filter.dateFrom) : '';
    const to = filter.dateTo ? formatDate(filter.dateTo) : '';
    return translate(`${TEXT}.range`, { from, to });
  };
  const text = (key: SheetChip): string => {
    switch (key) {
      case 'alphaSearch':
        return chip(translate(`${TEXT}.alphaSearch`), filter.alpha ?? '');
      case 'group':
        return chip(translate(`${TEXT}.group`), nameOf(choices.groups, filter.groupId));
      case 'family':
        return chip(translate(`${TEXT}.family`), nameOf(families, filter.familyId));
      case 'situation':
        return chip(translate(`${TEXT}.situation`), nameOf(choices.situations, filter.situationId));
      case 'orderDate':
        return chip(translate(`${TEXT}.dateKinds.${filter.dateKind ?? 'emission'}`), range());
      case 'deliveryBranch': {
        const branch = choices.branches.find((row) => row.branchId === filter.deliveryBranchId);
        return chip(translate(`${TEXT}.deliveryBranch`), branch ? `${branch.branchId} ${branch.externalBranchName}` : String(filter.deliveryBranchId));
      }
      case 'paymentCondition':
        return chip(translate(`${TEXT}.paymentCondition`), nameOf(choices.paymentConditions, filter.paymentConditionId));
      case 'orderSituation':
        return chip(translate(`${TEXT}.orderSituation`), translate(`${TEXT}.orderSituations.${filter.orderSituation}`));
      default:
        return chip(translate(`${TEXT}.fields.${key}`), filter.search?.[key] ?? '');
    }
  };

  return (
    <Stack direction="row" useFlexGap component="ul" aria-label={translate(`${TEXT}.chips`)} sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {chips.map((key) => (
        <li key={key}>
          <Chip size="small" label={text(key)} onDelete={() => onRemove(key)} />
        </li>
      ))}
    </Stack>
  );
}
