import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { useLeavePrompt } from '../../kit/forms/useLeavePrompt';
import { AssignorSection } from './AssignorSection';
import { BankSection } from './BankSection';
import { GeneralInfoFields } from './GeneralInfoFields';
import type { Registration } from './supplementaryRegistration';
import { useRegistrationEditor } from './useRegistrationEditor';

const P = 'pages.supplementaryRegistration';

interface RegistrationEditorProps {
  supplierId: number;
  registration: Registration | null;
  /** Told whenever the editor starts or stops holding unsaved work (the supplier picker asks before discarding it). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** One supplier's registration: general information, assignors, bank accounts, CADASTRAR/ATUALIZAR; leaving with unsaved work asks first. */
export function RegistrationEditor({ supplierId, registration, onUnsavedChange }: RegistrationEditorProps) {
  const translate = useTranslate();
  const editor = useRegistrationEditor(supplierId, registration);
  const leave = useLeavePrompt(editor.unsaved);
  useEffect(() => onUnsavedChange(editor.unsaved), [editor.unsaved, onUnsavedChange]);

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); editor.save(); }}>
      <GeneralInfoFields profile={editor.profile} problems={editor.problems} change={editor.change} touch={editor.touch} />
      <AssignorSection list={editor.assignors} />
      <BankSection list={editor.bankAccounts} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Typography color="warning.dark" variant="body2" role="status">
          {editor.unsaved ? translate(`${P}.unsaved`) : ''}
        </Typography>
        <Button type="submit" variant="contained" disabled={editor.saving}>
          {translate(editor.isNew ? `${P}.register` : `${P}.update`)}
        </Button>
      </Box>
      <ConfirmDialog
        open={leave.open}
        title={translate(`${P}.leaveTitle`)}
        text={translate(`${P}.leaveText`)}
        confirmLabel={translate(`${P}.leave`)}
        cancelLabel={translate(`${P}.stay`)}
        onCancel={leave.stay}
        onConfirm={leave.leave}
      />
    </Box>
  );
}
