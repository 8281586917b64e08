import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AccessType } from '../../types/api';
import type { RotationId } from './users';
import { useUserChange, type UserRecord } from './useUserChange';

const ROTATIONS: readonly RotationId[] = [0, 1, 2];

/** Ativo: checked unless the user is blocked (blocked 'S'); a click flips it at once and calls PUT /pessoa/setAtivo. */
export function ActiveCell({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const { value, change, pending } = useUserChange(record, 'blocked');
  return (
    <Checkbox
      checked={value === 'N'}
      onChange={(event) => change(event.target.checked ? 'N' : 'S')}
      disabled={pending}
      slotProps={{ input: { 'aria-label': translate('resources.usuarios.list.active', { name: record.name }) } }}
      size="small"
    />
  );
}

/** Tipo de acesso: the access types' dropdown; a choice calls PUT /pessoa/updatePermissao. */
export function AccessTypeCell({ record, accessTypes }: { record: UserRecord; accessTypes: readonly AccessType[] }) {
  const translate = useTranslate();
  const { value, change, pending } = useUserChange(record, 'accessTypeId');
  const known = accessTypes.some((type) => type.id_md5 === value);
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={known ? value : ''}
      onChange={(event) => change(event.target.value)}
      disabled={pending || accessTypes.length === 0}
      slotProps={{
        htmlInput: { 'aria-label': translate('resources.usuarios.list.accessType', { name: record.name }) },
        select: { displayEmpty: true },
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="" disabled>
        {translate('resources.usuarios.list.noAccessType')}
      </MenuItem>
      {accessTypes.map((type) => (
        <MenuItem key={type.id_md5} value={type.id_md5}>
          {type.descricao}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Rotação: a, b or c (ids 0, 1, 2); a choice calls PUT /pessoa/updateRotacao. */
export function RotationCell({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const { value, change, pending } = useUserChange(record, 'rotationId');
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      onChange={(event) => change(Number(event.target.value) as RotationId)}
      disabled={pending}
      slotProps={{ htmlInput: { 'aria-label': translate('resources.usuarios.list.rotation', { name: record.name }) } }}
      sx={{ minWidth: 120 }}
    >
      {ROTATIONS.map((id) => (
        <MenuItem key={id} value={id}>
          {translate(`resources.usuarios.rotations.${id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
