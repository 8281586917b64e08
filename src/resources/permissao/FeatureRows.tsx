import Checkbox from '@mui/material/Checkbox';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { VirtualTable, type VirtualColumn } from '../../kit/list/VirtualTable';
import type { Feature } from '../../types/api';
import type { FeatureSelection } from './useFeatureSelection';

interface FeatureRowsProps {
  features: readonly Feature[];
  selection: FeatureSelection;
  disabled?: boolean;
}

const rowKey = (feature: Feature): string => feature.id_md5;

/** Ativo and Descrição of up to 10,000 features: only the rows in view are rendered; changed rows are highlighted. */
export function FeatureRows({ features, selection, disabled = false }: FeatureRowsProps) {
  const translate = useTranslate();
  const columns = useMemo(
    (): VirtualColumn<Feature>[] => [
      {
        key: 'value',
        label: translate('resources.permissao.features.active'),
        width: 96,
        render: (feature) => (
          <Checkbox
            size="small"
            checked={selection.isOn(feature)}
            onChange={() => selection.toggle(feature)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': translate('resources.permissao.features.toggle', { name: feature.descricao }) } }}
          />
        ),
      },
      { key: 'descricao', label: translate('resources.permissao.features.description'), render: (feature) => feature.descricao },
    ],
    [disabled, selection, translate],
  );

  return (
    <VirtualTable
      rows={features}
      rowKey={rowKey}
      columns={columns}
      label={translate('resources.permissao.features.title')}
      empty={translate('resources.permissao.features.empty')}
      highlighted={(feature) => selection.isPending(feature.id_md5)}
      data-testid="feature-table"
    />
  );
}
