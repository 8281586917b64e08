import { createContext, useContext } from 'react';

/**
 * The one store key of a PortalList's column choices, set by PortalList and read by both its column chooser and
 * its PortalTable, so a caller names it once (react-admin's DataTable and ColumnsButton each take their own).
 */
export const PreferenceKeyContext = createContext<string | undefined>(undefined);

export function usePreferenceKey(): string | undefined {
  return useContext(PreferenceKeyContext);
}
