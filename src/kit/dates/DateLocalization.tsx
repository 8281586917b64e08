import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale';
import type { ReactNode } from 'react';

export const DATE_FORMAT = 'dd/MM/yyyy';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** date-fns + pt-BR for every MUI X picker of the portal (calendar, weekday names, picker buttons); mounted once by App. */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
