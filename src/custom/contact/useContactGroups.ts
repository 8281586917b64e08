import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { fetchContactGroups } from '../../dataProviders/contact';
import { enqueueSnackbar } from '../../kit/snackbar/queue';

/**
 * The recipient groups of a supplier, loaded when the page opens and again for each supplier chosen. Each load
 * says how it went ('Lista de contatos carregadas!' / 'Falha ao carregar contatos!') at once, as the answer to
 * what the user did.
 */
export function useContactGroups(personId: string) {
  const translate = useTranslate();
  return useQuery({
    queryKey: ['contact', 'groups', personId],
    queryFn: async ({ signal }) => {
      try {
        const groups = await fetchContactGroups(personId, signal);
        enqueueSnackbar(translate('pages.contact.contactsLoaded'), { type: 'success', urgent: true });
        return groups;
      } catch (error) {
        // Left or superseded by another supplier: nothing to tell. A dead session is told by the HTTP layer.
        if (!signal.aborted && !toldElsewhere(error)) {
          enqueueSnackbar(translate('pages.contact.contactsFailure'), { type: 'error', urgent: true });
        }
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
