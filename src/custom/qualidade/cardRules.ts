import type { SheetCard } from './technicalSheets';

/** What a card offers (spec part 3, section 4 "Technical sheet status"). */
export interface CardActions {
  /** 'ENVIAR FICHA TÉCNICA': a card without an approved sheet (pending, or refused and to be sent again). */
  send: boolean;
  /** 'VER FICHA TÉCNICA': an approved card with its file. */
  view: boolean;
  /** 'SUBSTITUIR FICHA TÉCNICA': staff on an approved manual (accessory) card. */
  replace: boolean;
}

export function cardActions(card: SheetCard, staff: boolean): CardActions {
  const approved = card.status === 'A';
  return {
    send: !approved,
    view: approved && card.fileKey !== null,
    replace: staff && approved && card.kind === 'accessory',
  };
}

/** Spec part 3, section 4: an accessory card's products are read only once its sheet is approved. */
export const loadsAccessoryProducts = (card: SheetCard): boolean => card.kind === 'accessory' && card.status === 'A';

/** The update date shows for staff only, and never the empty date (null, or the servers' 0001-01-01). */
export const shownUpdateDate = (card: SheetCard, staff: boolean): string | null =>
  staff && card.updatedAt !== null && !card.updatedAt.startsWith('0001-01-01') ? card.updatedAt : null;

/** The name a card's sheet is saved and printed under. */
export const sheetFileName = (card: Pick<SheetCard, 'alpha'>): string => `ficha-tecnica-${card.alpha}.pdf`;
