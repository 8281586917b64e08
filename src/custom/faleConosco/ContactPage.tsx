import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { UploadBox } from '../../kit/upload/UploadBox';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ContactGroupsField } from './ContactGroupsField';
import { ATTACHMENT_RULES, CONTENT_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactRules';
import { useContactPage } from './useContactPage';

/**
 * Contact us (/contact, fale-conosco): an e-mail with subject, message and attachments to the chosen contact groups,
 * the internal team always among them. Master, Admin - Comercial and Admin - sourcing write for a supplier they pick
 * (else for themselves); the groups reload for each supplier. A failed send keeps everything typed and chosen.
 * State, calls and rules: useContactPage.
 */
export function ContactPage() {
  const translate = useTranslate();
  const title = translate('pages.contact.title');
  usePageTitle(title);
  const page = useContactPage();
  const { sending } = page;
  const subjectError = page.shown.subject;
  const contentError = page.shown.content;
  const remaining = translate('pages.contact.remaining', { count: page.remaining });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="contact-page">
      <Card sx={{ width: '100%', maxWidth: 840 }}>
        <CardContent component="form" onSubmit={page.send} noValidate aria-labelledby="contact-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="contact-title" component="h1" variant="h5" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Stack spacing={2}>
            {page.picksSupplier && (
              <Box data-testid="contact-supplier">
                <SupplierAutocomplete value={page.supplier} onChange={page.setSupplier} disabled={sending} />
              </Box>
            )}
            <TextField
              id="contact-subject"
              label={translate('pages.contact.subject')}
              value={page.subject}
              onChange={(event) => page.setSubject(event.target.value)}
              onBlur={() => page.touch('subject')}
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
              value={page.content}
              onChange={(event) => page.setContent(event.target.value)}
              onBlur={() => page.touch('content')}
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
                value={page.files}
                onChange={page.setFiles}
                error={Boolean(page.errors.files)}
                disabled={sending}
                progress={page.progress}
              />
              <FormHelperText error={Boolean(page.errors.files)}>{page.errors.files ?? translate('pages.contact.attachmentsHint')}</FormHelperText>
            </Box>
            <ContactGroupsField groups={page.groups} chosen={page.selected} onChange={page.setChosen} loading={page.groupsLoading} disabled={sending} />
          </Stack>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!page.canSend}>
              {translate('pages.contact.send')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
