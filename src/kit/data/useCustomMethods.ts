import { useContext } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';

/**
 * The portal's data provider itself, for its custom methods. react-admin's useDataProvider answers a call whose
 * error ends the session (authProvider.checkError refuses it) with `{ data: {} }`: a custom method would then
 * "succeed" with a shape its caller never gets otherwise (the calendar read `undefined.length`). Here the error
 * reaches the caller, which stays silent on it (toldElsewhere) while the shell tells the user and reloads.
 */
export function useCustomMethods<Provider>(): DataProvider & Provider {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('useCustomMethods needs a data provider (AdminContext).');
  return dataProvider as DataProvider & Provider;
}
