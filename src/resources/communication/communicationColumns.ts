import { translate } from '../../i18n/translate';
import { isStoredFile, type CommunicationResource } from './communicationRules';

/** The list filter's 'Arquivo ou URL' choices (sent as anexo=file|url|none). */
export const attachmentChoices = (resource: CommunicationResource) =>
  (['file', 'url', 'none'] as const).map((id) => ({ id, name: `resources.${resource}.list.attachmentKinds.${id}` }));

/** The CSV's file-or-URL cell: the URL as typed, 'Arquivo' for a stored file (its path means nothing to a reader). */
export function attachmentCell(resource: CommunicationResource) {
  return (value: unknown): string => {
    const path = typeof value === 'string' ? value.trim() : '';
    return isStoredFile(path) ? translate(`resources.${resource}.list.attachmentKinds.file`) : path;
  };
}
