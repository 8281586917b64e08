import { format, isValid, startOfDay } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useListController, useTranslate, type ListControllerResult } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCanAccessNow, usePathTo } from '../../../../kit/access/PortalRoutesContext';
import { icsBlob } from '../../../../kit/calendar/icsFile';
import { downloadBlob } from '../../../../kit/files/downloadBlob';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import type { Branch } from '../../../../types/api';
import { writeOpcaoPagamento } from '../../../../resources/opcoesRecebimento/opcaoPagamentoCookie';
import { changeWindow, type ChangeWindow } from '../../../../resources/opcoesRecebimento/paymentOptionRules';
import { useDiscounts } from '../../../../resources/opcoesRecebimento/useDiscounts';
import { ORDER_LISTS } from '../../orderManagement';
import { useBranches } from '../../../../kit/data/useBranches';
import { useSupplierLabel } from '../../useSupplierLabel';
import type { Protocol } from './protocols';
import { defaultRange, paymentHandover, protocolDay, protocolEvent, protocolFileName, PROTOCOLS_PER_PAGE } from './protocolRules';

const usable = (date: Date | null): date is Date => date !== null && isValid(date);
const filterDay = (date: Date): string => format(date, 'yyyy-MM-dd');
const silent = () => {};

export interface ProtocolsTabController {
  list: ListControllerResult<Protocol>;
  start: Date | null;
  end: Date | null;
  rangeError: string | undefined;
  changeRange: (which: 'start' | 'end', date: Date | null) => void;
  /** The list's failure text (panel; the snackbar says it too). */
  failure: string | undefined;
  branches: Branch[];
  supplier: string;
  /** Whether the payment option may change now; undefined hides the button (no opcoes-de-recebimento). */
  windowOf: (row: Protocol) => ChangeWindow | 'loading' | undefined;
  changePayment: (row: Protocol) => void;
  addToCalendar: (row: Protocol) => void;
  detail: Protocol | null;
  setDetail: (row: Protocol | null) => void;
  printing: Protocol | null;
  setPrinting: (row: Protocol | null) => void;
  donePrinting: () => void;
}

/**
 * Tab 4's state, calls and rules: the protocols between two days (the list controller keeps the applied range and the
 * page; the date fields keep what is typed, applied once both days make a range), the open detail and print job, the
 * payment-option window of each card and its handover, the calendar event.
 */
export function useProtocolsTab(personId: number): ProtocolsTabController {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [today] = useState(() => startOfDay(new Date()));
  const [start, setStart] = useState<Date | null>(() => defaultRange(today).start);
  const [end, setEnd] = useState<Date | null>(() => defaultRange(today).end);
  const [detail, setDetail] = useState<Protocol | null>(null);
  const [printing, setPrinting] = useState<Protocol | null>(null);
  const branches = useBranches();
  const supplier = useSupplierLabel(personId);
  const mayChange = useCanAccessNow({ resource: '/opcoesRecebimento' });
  const discounts = useDiscounts(personId, mayChange).options;

  const initial = useMemo(() => {
    const range = defaultRange(today);
    return { start: filterDay(range.start), end: filterDay(range.end) };
  }, [today]);
  const permanent = useMemo(() => ({ personId }), [personId]);
  const list = useListController<Protocol>({
    resource: ORDER_LISTS.protocols,
    filter: permanent,
    filterDefaultValues: initial,
    perPage: PROTOCOLS_PER_PAGE,
    disableSyncWithLocation: true,
    storeKey: false,
    // The page's tab access was checked by the page; the list resource has no route line of its own.
    disableAuthentication: true,
    queryOptions: { onError: silent, refetchOnWindowFocus: false },
  });
  const failure = useReadFailure(list.error);

  const rangeError = usable(start) && usable(end) && end < start ? translate('pages.gerenciarPedidos.protocols.badRange') : undefined;

  const { setFilters } = list;
  const changeRange = (which: 'start' | 'end', date: Date | null) => {
    const next = { start, end, [which]: date };
    (which === 'start' ? setStart : setEnd)(date);
    if (usable(next.start) && usable(next.end) && next.end >= next.start) setFilters({ start: filterDay(next.start), end: filterDay(next.end) }, undefined);
  };

  const windowOf = (row: Protocol) => {
    if (!mayChange) return undefined;
    const day = protocolDay(row);
    if (!discounts || !day) return 'loading' as const;
    return changeWindow(day, today, discounts);
  };

  const changePayment = (row: Protocol) => {
    const handover = paymentHandover(row, personId);
    if (!handover) return;
    writeOpcaoPagamento(handover);
    navigate(pathTo('opcaoRecebimento'));
  };

  const addToCalendar = (row: Protocol) => {
    const branch = branches.find((item) => item.branchId === row.branchId);
    downloadBlob(icsBlob([protocolEvent(row, personId, branch, supplier)]), protocolFileName(row));
  };

  const donePrinting = useCallback(() => setPrinting(null), []);

  return { list, start, end, rangeError, changeRange, failure, branches, supplier, windowOf, changePayment, addToCalendar, detail, setDetail, printing, setPrinting, donePrinting };
}
