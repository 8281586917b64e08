import type { OrderPdfLanguage } from '../../dataProviders/pedidos';

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

/** Where Voltar goes when the screen was opened directly: the first order list the user may open. */
export function ordersListPath(permissions: readonly string[]): string {
  if (permissions.includes('lista-de-pedidos-agendados')) return '/agendados';
  if (permissions.includes('lista-de-pedidos-pendentes')) return '/pendentes';
  return '/pendentesNova';
}
