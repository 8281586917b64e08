import { useInput, useListContext, useTranslate } from 'react-admin';
import { SupplierAutocomplete } from './SupplierAutocomplete';

export interface SupplierFilterInputProps {
  source: string;
  label?: string;
  /** Read by react-admin's filter form (shown without 'Adicionar filtro'). */
  alwaysOn?: boolean;
}

/**
 * The internal view's supplier picker as a react-admin list filter: the chosen supplier's id is the filter value. A
 * pick is applied at once: the filter form's 500 ms debounce is for typing, and a pick is not typed.
 */
export function SupplierFilterInput({ source, label }: SupplierFilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = field.value === '' || field.value === null || field.value === undefined ? undefined : Number(field.value);
  return (
    <SupplierAutocomplete
      value={Number.isFinite(value) ? value : undefined}
      onChange={(personId) => {
        field.onChange(personId ?? '');
        setFilters({ ...filterValues, [source]: personId ?? '' }, displayedFilters);
      }}
      label={label ? translate(label) : undefined}
    />
  );
}

/** Whether a list filter holds a chosen supplier under `source`. */
export function hasSupplier(filter: Record<string, unknown> | undefined, source = 'personId'): boolean {
  const value = filter?.[source];
  return value !== undefined && value !== null && value !== '';
}
