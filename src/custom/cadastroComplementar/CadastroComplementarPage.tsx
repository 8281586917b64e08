import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useInternalView } from '../../kit/access/useInternalView';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSessionUser } from '../../session/SessionUserContext';
import { RegistrationEditor } from './RegistrationEditor';
import { REGISTRATION_RESOURCE, type RegistrationMethods } from './supplementaryRegistration';

const P = 'pages.supplementaryRegistration';

/** Loads a supplier's registration; a fresh editor for each answer (a save's refreshed read brings the stored rows, unchanged). */
function RegistrationLoader({ supplierId, onUnsavedChange }: { supplierId: number; onUnsavedChange: (unsaved: boolean) => void }) {
  const translate = useTranslate();
  const query = useProviderQuery<RegistrationMethods, 'registration'>(
    REGISTRATION_RESOURCE,
    'registration',
    { supplierId },
    { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
  );
  const failure = useReadFailure(query.error, translate(`${P}.failure`));
  if (query.isPending) {
    return <CircularProgress aria-label={translate(`${P}.loading`)} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  }
  if (query.isError) {
    return (
      <Typography role="alert" color="error" sx={{ py: 2 }}>
        {failure}
      </Typography>
    );
  }
  return <RegistrationEditor key={query.dataUpdatedAt} supplierId={supplierId} registration={query.data} onUnsavedChange={onUnsavedChange} />;
}

/**
 * Cadastro Complementar (/cadastroComplementar; spec part 3, sections 2 to 5): internal staff pick the supplier (a
 * switch with unsaved work asks first); a supplier edits its own.
 */
export function CadastroComplementarPage() {
  const translate = useTranslate();
  const internalView = useInternalView();
  const user = useSessionUser();
  const title = translate(`${P}.title`);
  usePageTitle(title);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [pendingSwitch, setPendingSwitch] = useState<{ to: number | undefined } | null>(null);
  const unsaved = useRef(false);
  const onUnsavedChange = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const supplierId = internalView ? picked : Number(user.codigo);

  const pick = (next: number | undefined) => {
    if (next === picked) return;
    if (unsaved.current) setPendingSwitch({ to: next });
    else setPicked(next);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mb: 3, maxWidth: 520 }}>
        {internalView ? (
          <SupplierAutocomplete value={picked} onChange={pick} label={translate(`${P}.supplier`)} />
        ) : (
          <TextField size="small" fullWidth label={translate(`${P}.supplier`)} value={`${user.codigo} - ${user.nome}`} slotProps={{ htmlInput: { readOnly: true } }} />
        )}
      </Box>
      {supplierId === undefined ? (
        <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {translate(`${P}.selectSupplier`)}
        </Typography>
      ) : (
        <RegistrationLoader key={supplierId} supplierId={supplierId} onUnsavedChange={onUnsavedChange} />
      )}
      <ConfirmDialog
        open={pendingSwitch !== null}
        title={translate(`${P}.leaveTitle`)}
        text={translate(`${P}.switchSupplierText`)}
        confirmLabel={translate(`${P}.switchSupplier`)}
        cancelLabel={translate(`${P}.stay`)}
        onCancel={() => setPendingSwitch(null)}
        onConfirm={() => {
          unsaved.current = false;
          setPicked(pendingSwitch?.to);
          setPendingSwitch(null);
        }}
      />
    </Box>
  );
}
