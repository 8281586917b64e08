import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { dayText } from './protocolRules';
import type { ProtocolDate } from './schedulingProtocols';
import { useProtocolDayPicker } from './useProtocolDayPicker';

const TEXT = 'pages.protocolosAgendamento';

/** 'Escolha uma data': the supplier's days, or a date typed by hand (dd/MM/yyyy); clearing it shows the dates table again. */
export function ProtocolDayPicker({ supplierId, day, onDay }: { supplierId: number; day: string; onDay: (day: string | undefined) => void }) {
  const translate = useTranslate();
  const picker = useProtocolDayPicker(supplierId, day, onDay);
  return (
    <Autocomplete<ProtocolDate, false, false, true>
      freeSolo
      autoSelect
      options={picker.options}
      loading={picker.loading}
      value={picker.selected}
      inputValue={picker.text}
      onInputChange={(_event, text) => picker.setText(text)}
      onChange={(_event, value) => picker.choose(value)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : dayText(option.day))}
      isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.day === value.day}
      loadingText={translate('kit.filters.loading')}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${TEXT}.date`)}
          placeholder={translate(`${TEXT}.choose`)}
          size="small"
          error={Boolean(picker.problem)}
          helperText={picker.problem}
        />
      )}
    />
  );
}
