import Checkbox from '@mui/material/Checkbox';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { VirtualTable, type VirtualColumn } from '../../kit/list/VirtualTable';
import type { Feature } from './accessTypes';
import type { FeatureSelection } from './useFeatureSelection';

interface FeatureRowsProps {
  features: readonly Feature[];
  selection: FeatureSelection;
  disabled?: boolean;
}

/** A row's state: shown on or off, and whether that is a pending change ('on', 'on*', 'off', 'off*'). */
type FeatureState = `${'on' | 'off'}${'' | '*'}`;

const rowKey = (feature: Feature): string => feature.id_md5;
const isChanged = (state: FeatureState): boolean => state.endsWith('*');

/** Ativo and Descrição of up to 10,000 features: only the rows in view are rendered; changed rows are highlighted. */
export function FeatureRows({ features, selection, disabled = false }: FeatureRowsProps) {
  const translate = useTranslate();
  const { toggle, isOn, isPending } = selection;
  const columns = useMemo(
    (): VirtualColumn<Feature, FeatureState>[] => [
      {
        key: 'value',
        label: translate('resources.permissao.features.active'),
        width: 96,
        render: (feature, state) => (
          <Checkbox
            size="small"
            checked={state.startsWith('on')}
            onChange={() => toggle(feature)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': translate('resources.permissao.features.toggle', { name: feature.descricao }) } }}
          />
        ),
      },
      { key: 'descricao', label: translate('resources.permissao.features.description'), render: (feature) => feature.descricao },
    ],
    [disabled, toggle, translate],
  );

  return (
    <VirtualTable<Feature, FeatureState>
      rows={features}
      rowKey={rowKey}
      columns={columns}
      stateOf={(feature) => `${isOn(feature) ? 'on' : 'off'}${isPending(feature.id_md5) ? '*' : ''}`}
      highlighted={isChanged}
      label={translate('resources.permissao.features.title')}
      empty={translate('resources.permissao.features.empty')}
      data-testid="feature-table"
    />
  );
}
