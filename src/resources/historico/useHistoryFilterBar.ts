import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useBranches } from '../../kit/data/useBranches';
import type { FilterValues } from '../../kit/filters/filterValues';
import type { HistoryFilter } from './history';
import { barValuesOf, fieldsOf, groupKey, hasFieldErrors, toHistoryFilter, validateHistoryFields, type HistoryFieldErrors, type HistoryFields } from './historyFilters';
import { useProductFamilies, useProductGroups } from './useProductLists';

const NO_ERRORS: HistoryFieldErrors = { notDigits: [], schedule: {} };

/**
 * The history filter bar's state and rules: the screen's fields (starting from the list's filter, so coming back from
 * a detail shows the filters in force), their errors, the lists they choose from, and what Aplicar sends.
 */
export function useHistoryFilterBar(ownId: number | undefined) {
  const { filterValues, setFilters } = useListContext();
  const [initial] = useState(() => filterValues as HistoryFilter);
  const [fields, setFields] = useState<HistoryFields>(() => fieldsOf(initial));
  const [errors, setErrors] = useState<HistoryFieldErrors>(NO_ERRORS);
  const branches = useBranches();
  const groups = useProductGroups();
  const families = useProductFamilies(fields.group);

  /** A field's change; a new group clears the family, and the field's own error goes. */
  const set = <K extends keyof HistoryFields>(key: K, value: HistoryFields[K]) => {
    setFields((current) => ({ ...current, [key]: value, ...(key === 'group' ? { familyId: 0 } : {}) }));
    if (key === 'scheduleStart' || key === 'scheduleEnd') setErrors((current) => ({ ...current, schedule: {} }));
    else setErrors((current) => ({ ...current, notDigits: current.notDigits.filter((field) => field !== key) }));
  };

  /** The group shown chosen: the filter's, once it is among the loaded groups. */
  const chosenGroup = fields.group && groups.some((group) => groupKey(group) === groupKey(fields.group!)) ? groupKey(fields.group) : '';

  return {
    fields,
    errors,
    set,
    branches,
    groups,
    families,
    chosenGroup,
    barInitial: barValuesOf(initial),
    /** Aplicar's check of the screen's own fields: false keeps the filter as it is. */
    validate: (): boolean => {
      const found = validateHistoryFields(fields);
      setErrors(found);
      return !hasFieldErrors(found);
    },
    apply: (bar: FilterValues) => setFilters(toHistoryFilter(bar, fields, ownId), {}),
  };
}
