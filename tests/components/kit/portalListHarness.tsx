import { render } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, type DataProvider, type RaRecord, type Store } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import type { CsvColumn } from '../../../src/kit/list/csvExport';
import { PortalList, type PortalListProps } from '../../../src/kit/list/PortalList';
import { PortalTable } from '../../../src/kit/list/PortalTable';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { fakeDataProvider } from './raTestProviders';

export const NOTE_COLUMNS: CsvColumn[] = [
  { source: 'id', label: 'Código' },
  { source: 'name', label: 'Nome' },
];

export interface NotesOptions {
  rows?: RaRecord[];
  dataProvider?: DataProvider;
  store?: Store;
  props?: Partial<PortalListProps>;
}

/** A PortalList of 'notas' (Nome, Texto) over an in-memory provider, with the snackbar host, outside the app shell. */
export function renderNotes({ rows = [], dataProvider = fakeDataProvider({ notas: rows }), store = memoryStore(), props = {} }: NotesOptions = {}) {
  const ui = (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
      <ResourceContextProvider value="notas">
        <PortalList exportColumns={NOTE_COLUMNS} exportFileName="notas" disableSyncWithLocation {...props}>
          <PortalTable>
            <PortalTable.Col source="name" label="Nome" />
            <PortalTable.Col source="text" label="Texto" />
          </PortalTable>
        </PortalList>
      </ResourceContextProvider>
      <SnackbarHost />
    </AdminContext>
  );
  return { ...render(ui), store, dataProvider };
}
