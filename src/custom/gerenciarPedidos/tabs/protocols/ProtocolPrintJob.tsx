import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { endsSession } from '../../../../dataProviders/core/errors';
import { protocolDetail } from '../../../../dataProviders/gerenciarPedidos/protocols';
import { PrintView } from '../../../../kit/print/PrintView';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import type { Branch, ProtocolRow } from '../../../../types/api';
import { ProtocolPrintSheet } from './ProtocolPrintSheet';
import { protocolQuery } from './protocolRules';

export interface ProtocolPrintJobProps {
  row: ProtocolRow;
  personId: number;
  branch: Branch | undefined;
  supplier: string;
  onDone: () => void;
}

/** 'IMPRIMIR PROTOCOLO': reads the protocol's products, then opens the browser's print dialog with the protocol sheet. */
export function ProtocolPrintJob({ row, personId, branch, supplier, onDone }: ProtocolPrintJobProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [printedAt] = useState(() => new Date());
  const query = protocolQuery(row, personId);
  const { data, error } = useQuery({
    queryKey: ['gerenciarPedidos', 'protocolDetail', query],
    queryFn: ({ signal }) => protocolDetail(query, signal),
    retry: false,
  });
  useEffect(() => {
    if (!error) return;
    if (!endsSession(error)) snackbar.error(translate('pages.gerenciarPedidos.protocols.detailLoadFailure'));
    onDone();
  }, [error, onDone, snackbar, translate]);
  if (!data) return null;
  return (
    <PrintView onDone={onDone}>
      <ProtocolPrintSheet row={row} items={data} branch={branch} supplier={supplier} printedAt={printedAt} />
    </PrintView>
  );
}
