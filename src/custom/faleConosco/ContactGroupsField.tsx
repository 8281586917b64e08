import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import type { RecipientGroup } from './contactUs';
import { INTERNAL_TEAM_GROUP } from './contactRules';

export interface ContactGroupsFieldProps {
  groups: readonly RecipientGroup[];
  /** The chosen groups besides the internal team. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  loading: boolean;
  disabled: boolean;
}

/** 'Destinatários': one checkbox per group; the internal team (group 0) is ticked and cannot be unticked. */
export function ContactGroupsField({ groups, chosen, onChange, loading, disabled }: ContactGroupsFieldProps) {
  const translate = useTranslate();
  const others = groups.filter((group) => group.id !== INTERNAL_TEAM_GROUP);
  const internal = groups.find((group) => group.id === INTERNAL_TEAM_GROUP);

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...chosen, id] : chosen.filter((group) => group !== id));

  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled} data-testid="contact-groups">
      <FormLabel component="legend">{translate('pages.contact.recipients')}</FormLabel>
      {loading && <LinearProgress aria-label={translate('pages.contact.loadingContacts')} sx={{ my: 1 }} />}
      <FormGroup>
        {internal && (
          <FormControlLabel
            control={<Checkbox checked disabled />}
            label={`${internal.name} (${translate('pages.contact.internalTeam')})`}
          />
        )}
        {others.map((group) => (
          <FormControlLabel
            key={group.id}
            control={<Checkbox checked={chosen.includes(group.id)} onChange={(event) => toggle(group.id, event.target.checked)} />}
            label={group.name}
          />
        ))}
      </FormGroup>
      {!loading && others.length === 0 && <FormHelperText>{translate('pages.contact.noGroups')}</FormHelperText>}
    </FormControl>
  );
}
