import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ContactInfoRow } from '../../types/api';
import { parseContactPeople } from './contactPeople';

/** Spec part 1, section 9: the contacts modal table is at most 620 px high. */
export const CONTACT_TABLE_MAX_HEIGHT = 620;

function People({ text }: { text: string }) {
  const people = parseContactPeople(text);
  return (
    <>
      {people.map((person, index) => (
        <Typography key={`${person.name}-${index}`} variant="body2" component="div" sx={{ mb: 0.5 }}>
          {person.name}
          {person.email && (
            <>
              {' '}
              <Link href={`mailto:${person.email}`} underline="hover">
                {person.email}
              </Link>
            </>
          )}
        </Typography>
      ))}
    </>
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

/** 'Ver contatos': group code and name, product-department managers and analysts (name and e-mail). */
export function ContactInfoDialog({ open, onClose, rows, loading, failed }: ContactInfoDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="contact-info-title">
      <DialogTitle id="contact-info-title">{translate('pages.home.contatos.dialogTitle')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {loading && <LinearProgress aria-label={translate('pages.home.cards.loading')} />}
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
              {(rows ?? []).map((row) => (
                <TableRow key={row.cdGep} hover sx={{ verticalAlign: 'top' }}>
                  <TableCell>{row.cdGep}</TableCell>
                  <TableCell>{row.nmGep}</TableCell>
                  <TableCell>
                    <People text={row.gerentes} />
                  </TableCell>
                  <TableCell>
                    <People text={row.analistas} />
                  </TableCell>
                </TableRow>
              ))}
              {!loading && !rows && failed && (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography variant="body2" color="error">
                      {translate('pages.home.cards.loadFailure')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {!loading && rows?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{translate('pages.home.cards.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pages.home.contatos.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
