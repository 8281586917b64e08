import BarChartIcon from '@mui/icons-material/BarChart';
import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { canCancel, canEdit, type FormListRecord } from './forms';

export interface FormRowActionsProps {
  form: FormListRecord;
  paths: { open: string; summary?: string; edit?: string };
  /** Staff's actions; a supplier gets none of them. */
  staff?: { onExport: () => void; exporting: boolean; onCancel: () => void };
}

function Action({ label, children, ...button }: { label: string; children: ReactElement; disabled?: boolean; to?: string; onClick?: () => void }) {
  const { to, ...rest } = button;
  // A disabled button gets no pointer events: the tooltip sits on a span around it.
  return (
    <Tooltip title={label}>
      <span>{to ? <IconButton size="small" aria-label={label} component={RouterLink} to={to} {...rest}>{children}</IconButton> : <IconButton size="small" aria-label={label} {...rest}>{children}</IconButton>}</span>
    </Tooltip>
  );
}

/** A row's actions: open (everyone); summary, edit (drafts only), export and cancel (disabled once cancelled) for staff. */
export function FormRowActions({ form, paths, staff }: FormRowActionsProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.formularios.actions.${key}`, { title: form.title });
  return (
    <Stack direction="row" spacing={0.5}>
      <Action label={label('open')} to={paths.open}>
        <VisibilityIcon fontSize="small" />
      </Action>
      {staff && paths.summary && (
        <Action label={label('summary')} to={paths.summary}>
          <BarChartIcon fontSize="small" />
        </Action>
      )}
      {staff && paths.edit && (
        <Action label={label('edit')} to={canEdit(form.status) ? paths.edit : undefined} disabled={!canEdit(form.status)}>
          <EditIcon fontSize="small" />
        </Action>
      )}
      {staff && (
        <Action label={label('export')} onClick={staff.onExport} disabled={staff.exporting}>
          <DownloadIcon fontSize="small" />
        </Action>
      )}
      {staff && (
        <Action label={label('cancel')} onClick={staff.onCancel} disabled={!canCancel(form.status)}>
          <BlockIcon fontSize="small" />
        </Action>
      )}
    </Stack>
  );
}
