import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { hasSupplier } from './SupplierFilterInput';

/**
 * A list's query options for the internal view: no call before a supplier is chosen. The list's query key holds the
 * filter it would send (react-query passes the query to `enabled`), so the gate reads exactly what the call would carry.
 */
export const supplierFirst = (source = 'personId') => ({
  enabled: (query: { queryKey: readonly unknown[] }) => hasSupplier((query.queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter, source),
});

export const SUPPLIER_FIRST = supplierFirst();

/** 'Selecione o fornecedor' in place of a list's content until the internal view has picked a supplier. */
export function SupplierFirst({ internalView, source, children }: { internalView: boolean; source?: string; children: ReactNode }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  if (internalView && !hasSupplier(filterValues, source)) {
    return (
      <Typography role="status" sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
        {translate('kit.filters.selectSupplier')}
      </Typography>
    );
  }
  return children;
}
