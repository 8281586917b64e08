import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { CommunicationFormValues } from '../communication/communicationValues';
import type { CommunicationFormMode } from '../communication/useCommunicationForm';
import type { ComunicadosMethods } from './announcements';
import { recipientsOf } from './audience';

/** The portal's address of a screen (its path from the route table), for the e-mail's link. */
export function portalUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

/**
 * After a successful announcement save (spec part 1, "Announcement / contact form"): the notification e-mail with the
 * title, a text that links to the portal and the recipients. A failure only warns: the announcement is saved.
 */
export function useSupplierNotification(mode: CommunicationFormMode): (values: CommunicationFormValues) => Promise<void> {
  const dataProvider = useCustomMethods<ComunicadosMethods>();
  const { mutateAsync: notifySuppliers } = useProviderMutation<ComunicadosMethods, 'notifySuppliers'>('comunicados', 'notifySuppliers');
  const pathTo = usePathTo();
  const translate = useTranslate();
  const snackbar = useSnackbar();

  return useCallback(
    async (values: CommunicationFormValues) => {
      try {
        const everyone = values.flAll ? (await dataProvider.suppliers('comunicados', { tipo: 'F' })).map((supplier) => supplier.email) : [];
        const recipientEmailList = recipientsOf(values, everyone);
        if (recipientEmailList.length === 0) return;
        const title = values.titulo.trim();
        const content = translate(`resources.comunicados.email.${mode === 'create' ? 'createdContent' : 'updatedContent'}`, { title, url: portalUrl(pathTo('comunicados')) });
        await notifySuppliers({ title, content, recipientEmailList });
      } catch {
        snackbar.warning(translate('resources.comunicados.messages.notifyFailure'));
      }
    },
    [dataProvider, notifySuppliers, mode, pathTo, snackbar, translate],
  );
}
