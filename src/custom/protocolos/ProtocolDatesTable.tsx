import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { ListBase, useTranslate } from 'react-admin';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { ListPagination } from '../../kit/list/ListPagination';
import { PortalTable } from '../../kit/list/PortalTable';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { dayText } from './protocolRules';
import { DATES_PER_PAGE, PROTOCOL_DATES_RESOURCE, type ProtocolDate } from './schedulingProtocols';

const TEXT = 'pages.protocolosAgendamento';
const NEWEST_FIRST = { field: 'day', order: 'DESC' } as const;

/** The supplier's scheduling days (column 'Datas', sortable); a row click opens that day's protocol. */
export function ProtocolDatesTable({ supplierId, onOpen }: { supplierId: number; onOpen: (day: string) => void }) {
  const translate = useTranslate();
  const failure = useReadFailureHandler(translate(`${TEXT}.loadFailure`));
  return (
    <ListBase<ProtocolDate>
      resource={PROTOCOL_DATES_RESOURCE}
      filter={{ supplierId }}
      sort={NEWEST_FIRST}
      perPage={DATES_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ ...failure, retry: false }}
    >
      <PortalTable<ProtocolDate>
        aria-label={translate(`${TEXT}.dates`)}
        empty={<ListEmpty title={translate(`${TEXT}.noDates`)} failure={translate(`${TEXT}.loadFailure`)} />}
        rowClick={(_id, _resource, record) => {
          onOpen(record.day);
          return false;
        }}
      >
        <PortalTable.Col<ProtocolDate>
          source="day"
          render={(record) => (
            // A button too, so that the keyboard opens a day as the pointer does.
            <Link
              component="button"
              type="button"
              underline="hover"
              aria-label={translate(`${TEXT}.openDate`, { date: dayText(record.day) })}
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                onOpen(record.day);
              }}
            >
              {dayText(record.day)}
            </Link>
          )}
        />
      </PortalTable>
      <ListPagination rowsPerPageOptions={[]} />
    </ListBase>
  );
}
