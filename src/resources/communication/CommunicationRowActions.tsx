import { useTranslate } from 'react-admin';
import { RowActions } from '../../kit/list/RowActions';
import { useCommunicationPaths } from './communicationPaths';
import type { CommunicationResource } from './communicationRules';

interface DocumentRowActionsProps {
  resource: CommunicationResource;
  record: { id: number | string; titulo: string };
}

/** The kit's row actions with the resource's texts: edit ({list}-ae/{id}) and delete ('Remover item', then a reload). */
export function CommunicationRowActions({ resource, record }: DocumentRowActionsProps) {
  const paths = useCommunicationPaths(resource);
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.${resource}.${key}`, { title: record.titulo });
  return (
    <RowActions
      resource={resource}
      record={record}
      editPath={paths.edit(record.id)}
      editLabel={text('list.edit')}
      removeLabel={text('list.remove')}
      removedMessage={text('messages.removed')}
      removeFailureText={() => text('messages.removeFailure')}
    />
  );
}
