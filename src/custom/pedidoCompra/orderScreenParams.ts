import type { OrderPdfLanguage } from '../../resources/pedidos/orderLines';

/** 'PT-BR' or 'EN' in any letter case (routes match without regard to case); anything else is no language. */
export function orderLanguage(param: string | undefined): OrderPdfLanguage | null {
  const upper = (param ?? '').trim().toUpperCase();
  return upper === 'PT-BR' || upper === 'EN' ? upper : null;
}

/** A route's branch or order number: a whole number, else null. */
export function wholeNumber(param: string | null | undefined): number | null {
  const text = (param ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The internal view's supplier carried by `?personId=`, when it is a whole number. */
export function supplierParam(search: URLSearchParams): number | undefined {
  return wholeNumber(search.get('personId')) ?? undefined;
}

/** The order lists the user may open. */
export interface OrderListsOpen {
  scheduled: boolean;
  pending: boolean;
}

/** The route name Voltar goes to when the screen was opened directly: the first order list the user may open. */
export function ordersListRoute(open: OrderListsOpen): 'pedidosAgendados' | 'pedidosPendentes' | 'calendario' {
  if (open.scheduled) return 'pedidosAgendados';
  if (open.pending) return 'pedidosPendentes';
  return 'calendario';
}
