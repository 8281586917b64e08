import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { matchesSearch } from '../../dataProviders/core/clientSearch';
import { isApiError, refusalText } from '../../dataProviders/core/errors';
import type { PermissaoProvider } from '../../dataProviders/permissao';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { OWN_ACCESS_TYPE_RELOAD_MS, reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import type { Feature } from '../../types/api';
import { FeatureRows } from './FeatureRows';
import { useFeatureSelection } from './useFeatureSelection';

type Question = 'cancel' | 'save' | null;

interface FeatureTableProps {
  accessTypeId: string;
  /** Told how many toggles are pending, whenever that changes. */
  onPendingCount?: (count: number) => void;
}

/**
 * The edit form's feature table (spec part 1, "Access types"): toggles collect as pending changes; 'Cancelar
 * alterações' asks 'Cancelar toda seleção!' and discards them, 'Salvar alterações' asks 'Finalizar seleção!' and
 * sends one add per feature turned on and one remove per feature turned off. Saving the user's own access type
 * reloads the page 300 ms later, so the menu shows what the type now allows.
 */
export function FeatureTable({ accessTypeId, onPendingCount }: FeatureTableProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const dataProvider = useDataProvider<DataProvider & PermissaoProvider>();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['permissao', 'features', accessTypeId], [accessTypeId]);
  const features = useQuery({ queryKey, queryFn: ({ signal }) => dataProvider.features('permissao', { id: accessTypeId, signal }), retry: false });
  const selection = useFeatureSelection();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [question, setQuestion] = useState<Question>(null);
  const [saving, setSaving] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const text = (key: string, vars?: Record<string, unknown>) => translate(`resources.permissao.features.${key}`, vars);
  const count = selection.changes.length;

  useEffect(() => onPendingCount?.(count), [count, onPendingCount]);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const all = features.data;
  const shown = useMemo(() => (all ?? []).filter((feature) => matchesSearch([feature.descricao], deferredSearch)), [all, deferredSearch]);

  const save = async () => {
    setSaving(true);
    const result = await dataProvider.saveFeatures('permissao', { id: accessTypeId, changes: selection.changes });
    const saved = new Map(selection.changes.filter((change) => result.saved.includes(change.id_md5)).map((change) => [change.id_md5, change.on]));
    queryClient.setQueryData<Feature[]>(queryKey, (rows) =>
      rows?.map((row) => (saved.has(row.id_md5) ? { ...row, value: saved.get(row.id_md5) ? 'on' : 'off' } : row)),
    );
    selection.settle(result.saved);
    setSaving(false);
    setQuestion(null);
    if (saved.size > 0 && accessTypeId === user.accessTypeId) reloadTimer.current = setTimeout(reloadPage, OWN_ACCESS_TYPE_RELOAD_MS);
    const { error } = result;
    if (error === undefined) {
      snackbar.success(translate('resources.permissao.messages.changed'), { urgent: true });
      return;
    }
    if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
    snackbar.error(refusalText(error) ?? (error instanceof Error ? error.message : translate('app.errors.submitFailure')), { urgent: true });
  };

  return (
    <Box component="section" aria-labelledby="feature-table-title" sx={{ px: { xs: 2, sm: 3 }, pb: 3, display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="feature-table-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {text('title')}
        </Typography>
        <Typography variant="body2" color={count > 0 ? 'warning.main' : 'text.secondary'} role="status">
          {text('pending', { count })}
        </Typography>
        <Tooltip title={text('cancel')}>
          <span>
            <IconButton aria-label={text('cancel')} onClick={() => setQuestion('cancel')} disabled={count === 0 || saving}>
              <ClearIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={text('save')}>
          <span>
            <IconButton aria-label={text('save')} color="primary" onClick={() => setQuestion('save')} disabled={count === 0 || saving}>
              <CheckIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={text('search')}
          slotProps={{
            htmlInput: { 'aria-label': text('search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {all && (
          <Typography variant="body2" color="text.secondary">
            {text('count', { shown: shown.length, total: all.length })}
          </Typography>
        )}
      </Stack>
      {features.isPending && <Typography color="text.secondary">{translate('app.loading')}</Typography>}
      {features.isError && (
        <Typography role="alert" color="error">
          {features.error.message}
        </Typography>
      )}
      {all && <FeatureRows features={shown} selection={selection} disabled={saving} />}
      <ConfirmDialog
        open={question === 'cancel'}
        title={text('cancelTitle')}
        text={text('cancelText', { count })}
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          selection.discard();
          setQuestion(null);
        }}
      />
      <ConfirmDialog open={question === 'save'} title={text('saveTitle')} text={text('saveText', { count })} loading={saving} onCancel={() => setQuestion(null)} onConfirm={() => void save()} />
    </Box>
  );
}
