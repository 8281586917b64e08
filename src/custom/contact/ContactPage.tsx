import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../dataProviders/core/errors';
import { sendContactMail } from '../../dataProviders/contact';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { UploadBox } from '../../kit/upload/UploadBox';
import { isAdminRole } from '../../permissions/keys';
import { useSessionUser } from '../../session/SessionUserContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ContactGroupsField } from './ContactGroupsField';
import { ATTACHMENT_RULES, CONTENT_MAX_LENGTH, recipientGroups, SUBJECT_MAX_LENGTH, validateContact } from './contactRules';
import { useContactGroups } from './useContactGroups';

/** The answers to Enviar never wait behind sticky warnings. */
const URGENT = { urgent: true } as const;

/**
 * Contact us (/contact, fale-conosco): an e-mail with subject, message and attachments to the chosen contact groups,
 * the internal team always among them. Master, Admin - Comercial and Admin - sourcing write for a supplier they pick
 * (else for themselves); the groups reload for each supplier. A failed send keeps everything typed and chosen.
 */
export function ContactPage() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const title = translate('pages.contact.title');
  usePageTitle(title);

  const [supplier, setSupplier] = useState<number | undefined>();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [touched, setTouched] = useState({ subject: false, content: false });
  const [progress, setProgress] = useState<number | undefined>();
  // Set synchronously, so that a second click in the same tick never sends a second e-mail.
  const busy = useRef(false);

  const personId = supplier === undefined ? user.codigo : String(supplier);
  const groups = useContactGroups(personId);
  const available = groups.data ?? [];
  // Groups chosen for another supplier and not offered to this one are not sent.
  const selected = chosen.filter((cdGep) => available.some((group) => group.cdGep === cdGep));

  const errors = validateContact({ subject, content, files });
  const sending = progress !== undefined;
  const canSend = Object.keys(errors).length === 0 && !sending && !groups.isFetching;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || busy.current) return;
    busy.current = true;
    setProgress(0);
    try {
      await sendContactMail(
        { title: subject.trim(), content: content.trim(), personId, groups: recipientGroups(selected) },
        { files, onProgress: setProgress },
      );
      snackbar.success(translate('pages.contact.sent'), URGENT);
      setSubject('');
      setContent('');
      setFiles([]);
      setChosen([]);
      setTouched({ subject: false, content: false });
    } catch (error) {
      // 'Token inválido!' has its own message and reload; an answer without its fields says so, as every write does.
      if (isApiError(error) && error.kind === 'shape') snackbar.error(error.message, URGENT);
      else if (!(isApiError(error) && error.kind === 'invalidToken')) snackbar.error(translate('pages.contact.sendFailure'), URGENT);
    } finally {
      busy.current = false;
      setProgress(undefined);
    }
  };

  const subjectError = touched.subject ? errors.subject : undefined;
  const contentError = touched.content ? errors.content : undefined;
  const remaining = translate('pages.contact.remaining', { count: CONTENT_MAX_LENGTH - content.length });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="contact-page">
      <Card sx={{ width: '100%', maxWidth: 840 }}>
        <CardContent component="form" onSubmit={send} noValidate aria-labelledby="contact-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="contact-title" component="h1" variant="h5" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Stack spacing={2}>
            {isAdminRole(user.role) && (
              <Box data-testid="contact-supplier">
                <SupplierAutocomplete value={supplier} onChange={setSupplier} disabled={sending} />
              </Box>
            )}
            <TextField
              id="contact-subject"
              label={translate('pages.contact.subject')}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              onBlur={() => setTouched((before) => ({ ...before, subject: true }))}
              error={Boolean(subjectError)}
              helperText={subjectError ?? ' '}
              disabled={sending}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: SUBJECT_MAX_LENGTH } }}
            />
            <TextField
              id="contact-content"
              label={translate('pages.contact.content')}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              onBlur={() => setTouched((before) => ({ ...before, content: true }))}
              error={Boolean(contentError)}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{contentError ?? ''}</span>
                  <span data-testid="contact-remaining">{remaining}</span>
                </Box>
              }
              disabled={sending}
              required
              fullWidth
              multiline
              minRows={6}
              slotProps={{ htmlInput: { maxLength: CONTENT_MAX_LENGTH } }}
            />
            <Box data-testid="contact-attachments">
              <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
                {translate('pages.contact.attachments')}
              </Typography>
              <UploadBox
                rules={ATTACHMENT_RULES}
                multiple
                label={translate('pages.contact.chooseFiles')}
                messages={{
                  type: translate('pages.contact.invalidFiles'),
                  content: translate('pages.contact.invalidFiles'),
                  size: translate('pages.contact.filesTooBig'),
                }}
                value={files}
                onChange={setFiles}
                error={Boolean(errors.files)}
                disabled={sending}
                progress={progress}
              />
              <FormHelperText error={Boolean(errors.files)}>{errors.files ?? translate('pages.contact.attachmentsHint')}</FormHelperText>
            </Box>
            <ContactGroupsField groups={available} chosen={selected} onChange={setChosen} loading={groups.isFetching} disabled={sending} />
          </Stack>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!canSend}>
              {translate('pages.contact.send')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
