import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { PrintView } from '../../../../kit/print/PrintView';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import type { Branch } from '../../../../types/api';
import { ORDER_MANAGEMENT } from '../../orderManagement';
import { ProtocolPrintSheet } from './ProtocolPrintSheet';
import type { Protocol, ProtocolMethods } from './protocols';
import { protocolRef } from './protocolRules';

export interface ProtocolPrintJobProps {
  row: Protocol;
  personId: number;
  branch: Branch | undefined;
  supplier: string;
  onDone: () => void;
}

/** 'IMPRIMIR PROTOCOLO': reads the protocol's products, then opens the browser's print dialog with the protocol sheet. */
export function ProtocolPrintJob({ row, personId, branch, supplier, onDone }: ProtocolPrintJobProps) {
  const translate = useTranslate();
  const [printedAt] = useState(() => new Date());
  const { data, error } = useProviderQuery<ProtocolMethods, 'protocolDetail'>(ORDER_MANAGEMENT, 'protocolDetail', protocolRef(row, personId), { retry: false });
  useReadFailure(error, translate('pages.gerenciarPedidos.protocols.detailLoadFailure'));
  useEffect(() => {
    if (error) onDone();
  }, [error, onDone]);
  if (!data) return null;
  return (
    <PrintView onDone={onDone}>
      <ProtocolPrintSheet row={row} items={data} branch={branch} supplier={supplier} printedAt={printedAt} />
    </PrintView>
  );
}
