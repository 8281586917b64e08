import { refusalText } from '../../kit/data/failures';
import { translate } from '../../i18n/translate';

/** The legacy database's refusal to delete a group a contact still belongs to (Oracle ORA-02292). */
const LINKED = /ERRO NA EXCLUS[ÃA]O DO GRUPO\.\s*ERRO:\s*\[-2292\]/i;

/**
 * What a failed group removal says: 'Grupo vinculado a outro registro. ERRO:[-2292]' for the database's
 * 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]', another refusal's own text, else `fallback` (a contact group's
 * 'Não foi possível remover o grupo!' unless given).
 */
export function groupRemovalFailure(error: unknown, fallback = translate('resources.grupos.messages.removeFailure')): string {
  const refusal = refusalText(error);
  if (refusal && LINKED.test(refusal)) return translate('resources.grupos.messages.linked');
  return refusal ?? fallback;
}
