import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { RECIPIENT_GROUPS_RESOURCE, type FaleConoscoMethods } from './contactUs';

/**
 * The recipient groups of a supplier, loaded when the page opens and again for each supplier chosen. Each load
 * says how it went ('Lista de contatos carregadas!' / 'Falha ao carregar contatos!') at once, as the answer to
 * what the user did.
 */
export function useContactGroups(personId: string) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const groups = useProviderQuery<FaleConoscoMethods, 'groups'>(RECIPIENT_GROUPS_RESOURCE, 'groups', { personId }, {
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  // Each answer once: a cached list shown while it reloads is not a new answer.
  const told = useRef(0);
  useEffect(() => {
    if (!groups.isSuccess || groups.isFetching || groups.dataUpdatedAt === told.current) return;
    told.current = groups.dataUpdatedAt;
    snackbar.success(translate('pages.contact.contactsLoaded'), { urgent: true });
  }, [groups.isSuccess, groups.isFetching, groups.dataUpdatedAt, snackbar, translate]);
  // Left or superseded by another supplier: nothing to tell. A dead session is told by the HTTP layer.
  useReadFailure(groups.error, translate('pages.contact.contactsFailure'));
  return groups;
}
