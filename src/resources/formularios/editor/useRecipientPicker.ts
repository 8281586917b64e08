import { useMemo, useState } from 'react';
import { useList, useTranslate } from 'react-admin';
import { useProviderQuery } from '../../../kit/data/useProviderQuery';
import { matchesSearch } from '../../../kit/list/clientSearch';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { DEFAULT_SUPPLIER_TYPE, FORMS_RESOURCE, type FormRecipient, type FormsMethods, type SupplierType } from '../forms';
import { EDITOR_TEXT } from './useFormEditor';

/** Spec part 3, sections 2 and 9: the supplier picker shows 10 per page, 10 to 200. */
export const RECIPIENTS_PER_PAGE = [10, 25, 50, 100, 200] as const;

export interface RecipientPickerProps {
  chosen: ReadonlyMap<number, FormRecipient>;
  onChange: (chosen: ReadonlyMap<number, FormRecipient>) => void;
}

/** What the picker searches in a supplier: its code, name and e-mail. */
const searchValues = (supplier: FormRecipient): readonly unknown[] => [supplier.id, supplier.name, supplier.email];

/**
 * The editor's supplier picker: every supplier of the type (GET /fornecedores?tipo=, F by default) narrowed by the
 * search, paged by react-admin's useList; a row's checkbox chooses one, 'select all' every row of the type and search
 * on every page (all of them are loaded already). The choice survives type and search changes.
 */
export function useRecipientPicker({ chosen, onChange }: RecipientPickerProps) {
  const translate = useTranslate();
  const [type, setType] = useState<SupplierType>(DEFAULT_SUPPLIER_TYPE);
  const [search, setSearch] = useState('');
  const suppliers = useProviderQuery<FormsMethods, 'suppliers'>(FORMS_RESOURCE, 'suppliers', { tipo: type }, { staleTime: 5 * 60_000, retry: false });
  const failure = useReadFailure(suppliers.error, translate(`${EDITOR_TEXT}.suppliers.failure`));

  const rows = useMemo(() => (suppliers.data ?? []).filter((supplier) => matchesSearch(searchValues(supplier), search)), [suppliers.data, search]);
  const list = useList({ data: rows, perPage: RECIPIENTS_PER_PAGE[0] });
  // The page's rows from the list's page at once (useList's own data follows an effect later).
  const lastPage = Math.max(1, Math.ceil(rows.length / list.perPage));
  const page = Math.min(list.page, lastPage);
  const pageRows = rows.slice((page - 1) * list.perPage, page * list.perPage);
  const chosenShown = rows.filter((row) => chosen.has(row.id)).length;

  const toggle = (supplier: FormRecipient, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(supplier.id, supplier);
    else next.delete(supplier.id);
    onChange(next);
  };

  const toggleAll = (on: boolean) => {
    const next = new Map(chosen);
    rows.forEach((row) => (on ? next.set(row.id, row) : next.delete(row.id)));
    onChange(next);
  };

  return {
    type,
    chooseType: (next: SupplierType) => {
      setType(next);
      list.setPage(1);
    },
    search,
    setSearch: (next: string) => {
      setSearch(next);
      list.setPage(1);
    },
    loading: suppliers.isFetching,
    failure,
    list,
    pageRows,
    total: rows.length,
    allChosen: rows.length > 0 && chosenShown === rows.length,
    someChosen: chosenShown > 0 && chosenShown < rows.length,
    chosenCount: chosen.size,
    isChosen: (supplier: FormRecipient) => chosen.has(supplier.id),
    toggle,
    toggleAll,
  };
}
