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
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { matchesSearch } from '../../kit/list/clientSearch';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { PermissaoMethods } from './accessTypes';
import { FeatureRows } from './FeatureRows';
import { featureSaveFailure, type FeatureSave } from './useFeatureSave';
import type { FeatureSelection } from './useFeatureSelection';

type Question = 'cancel' | 'save' | null;

interface FeatureTableProps {
  accessTypeId: string;
  /** The pending toggles, kept by the page: the form's Salvar saves them too, and leaving with them asks first. */
  selection: FeatureSelection;
  featureSave: FeatureSave;
}

/**
 * The edit form's feature table (spec part 1, "Access types"): toggles collect as pending changes; 'Cancelar
 * alterações' asks 'Cancelar toda seleção!' and discards them, 'Salvar alterações' asks 'Finalizar seleção!' and
 * sends one add per feature turned on and one remove per feature turned off (useFeatureSave).
 */
export function FeatureTable({ accessTypeId, selection, featureSave }: FeatureTableProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const params = useMemo(() => ({ id: accessTypeId }), [accessTypeId]);
  const features = useProviderQuery<PermissaoMethods, 'features'>('permissao', 'features', params, { retry: false });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [question, setQuestion] = useState<Question>(null);
  const { saving } = featureSave;
  const text = (key: string, vars?: Record<string, unknown>) => translate(`resources.permissao.features.${key}`, vars);
  const count = selection.changes.length;

  const all = features.data;
  const shown = useMemo(() => (all ?? []).filter((feature) => matchesSearch([feature.descricao], deferredSearch)), [all, deferredSearch]);

  const save = async () => {
    const { error } = await featureSave.save();
    setQuestion(null);
    if (error === undefined) {
      snackbar.success(translate('resources.permissao.messages.changed'), { urgent: true });
      return;
    }
    const failure = featureSaveFailure(error);
    if (failure !== undefined) snackbar.error(failure, { urgent: true });
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
