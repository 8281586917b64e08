import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { CommunicationFormLayout } from '../communication/CommunicationFormLayout';
import type { CommunicationFormValues } from '../communication/communicationValues';
import { useCommunicationForm, type CommunicationForm, type CommunicationFormMode } from '../communication/useCommunicationForm';
import type { ContatosMethods } from './contacts';

/** The groups of the Grupo select (GET /grupo). */
function useGroups() {
  return useProviderQuery<ContatosMethods, 'groups'>('contatos', 'groups', {}, { retry: false });
}

/** Grupo: a select of the groups; 'Erro na recuperação de dados de grupo!' when they do not load. */
function GroupSelect({ form, groups }: { form: CommunicationForm; groups: ReturnType<typeof useGroups> }) {
  const translate = useTranslate();
  const { values, errors, set, state } = form;
  const options = groups.data ?? [];
  const known = values.grupo === '' || options.some((group) => group.id === values.grupo);

  // A group that no longer exists cannot be kept: the select empties and the rule asks for another.
  useEffect(() => {
    if (groups.data && !known) set('grupo', '');
  }, [groups.data, known, set]);

  return (
    <TextField
      select
      label={translate('resources.contatos.fields.grupo_id')}
      name="grupo"
      value={known ? values.grupo : ''}
      onChange={(event) => set('grupo', Number(event.target.value))}
      error={Boolean(errors.grupo) || groups.isError}
      helperText={errors.grupo ?? (groups.isError ? translate('resources.contatos.messages.groupsFailure') : ' ')}
      disabled={state !== 'idle' || groups.isPending}
      required
      fullWidth
    >
      {options.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.descricao}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ContatoFormProps {
  mode: CommunicationFormMode;
  initial: CommunicationFormValues;
  recordId?: number | string;
}

/** The contact form: the shared fields and the group; Salvar waits for the groups (a contact needs one). */
export function ContatoForm({ mode, initial, recordId }: ContatoFormProps) {
  const form = useCommunicationForm({ resource: 'contatos', mode, initial });
  const groups = useGroups();
  return (
    <CommunicationFormLayout
      resource="contatos"
      mode={mode}
      form={form}
      recordId={recordId}
      ready={groups.isSuccess}
      fields={<GroupSelect form={form} groups={groups} />}
    />
  );
}
