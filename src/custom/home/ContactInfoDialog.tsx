import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLayoutSize } from '../../kit/layout/breakpoints';
import type { ContactInfoRow } from '../../types/api';
import { ContactInfoStack } from './ContactInfoStack';
import { ContactPeople } from './ContactPeople';

/** Spec part 1, section 9: the contacts modal table is at most 620 px high. */
export const CONTACT_TABLE_MAX_HEIGHT = 620;

function ContactInfoTable({ rows }: { rows: ContactInfoRow[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: CONTACT_TABLE_MAX_HEIGHT }} data-testid="contact-info-table">
      <Table stickyHeader size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('pages.home.contatos.groupCode')}</TableCell>
            <TableCell>{translate('pages.home.contatos.groupName')}</TableCell>
            <TableCell>{translate('pages.home.contatos.managers')}</TableCell>
            <TableCell>{translate('pages.home.contatos.analysts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.cdGep} hover sx={{ verticalAlign: 'top' }}>
              <TableCell>{row.cdGep}</TableCell>
              <TableCell>{row.nmGep}</TableCell>
              <TableCell>
                <ContactPeople text={row.gerentes} />
              </TableCell>
              <TableCell>
                <ContactPeople text={row.analistas} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface ContactInfoDialogProps {
  open: boolean;
  onClose: () => void;
  rows: ContactInfoRow[] | undefined;
  loading: boolean;
  /** The last load failed (its snackbar already told the user). */
  failed: boolean;
}

/**
 * 'Ver contatos': group code and name, product-department managers and analysts (name and e-mail); a table, or on a
 * phone one block per group.
 */
export function ContactInfoDialog({ open, onClose, rows, loading, failed }: ContactInfoDialogProps) {
  const translate = useTranslate();
  const small = useLayoutSize() === 'small';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="contact-info-title">
      <DialogTitle id="contact-info-title">{translate('pages.home.contatos.dialogTitle')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {loading && <LinearProgress aria-label={translate('pages.home.cards.loading')} />}
        {small ? <ContactInfoStack rows={rows ?? []} /> : <ContactInfoTable rows={rows ?? []} />}
        {!loading && !rows && failed && (
          <Typography variant="body2" color="error" sx={{ p: 2 }}>
            {translate('pages.home.cards.loadFailure')}
          </Typography>
        )}
        {!loading && rows?.length === 0 && (
          <Typography variant="body2" sx={{ p: 2 }}>
            {translate('pages.home.cards.empty')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pages.home.contatos.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
