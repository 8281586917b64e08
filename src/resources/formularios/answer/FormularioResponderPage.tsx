import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../../i18n/format';
import { ConfirmDialog } from '../../../kit/dialogs/ConfirmDialog';
import { usePageTitle } from '../../../kit/page/usePageTitle';
import { ANSWER_TEXT_MAX } from './answerRules';
import { QuestionAnswerField } from './QuestionAnswerField';
import { ANSWER_TEXT, useAnswerForm } from './useAnswerForm';

/**
 * /formularios/responder/{id} (listar-formularios): the form's preview, and for a supplier on a published form that
 * has not ended, Responder (or Editar respostas once answered) and Enviar respostas. State and rules: useAnswerForm.
 */
export function FormularioResponderPage() {
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`${ANSWER_TEXT}.${key}`, vars);
  usePageTitle(text('title'), text('browserTitle'));
  const page = useAnswerForm(id);
  const { record, access, answering } = page;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="form-answer-page">
      <Button component={Link} to={page.listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {text('back')}
      </Button>
      {page.loading && <LinearProgress />}
      {page.failure && <Alert severity="error">{page.failure}</Alert>}
      {record && access !== 'ended' && (
        <Card sx={{ width: '100%', maxWidth: 960 }}>
          <CardContent component="form" onSubmit={(event) => void page.submit(event)} noValidate aria-labelledby="form-answer-title" sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
            <Box>
              <Typography id="form-answer-title" component="h1" variant="h5">
                {record.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text('validity', { start: formatDate(record.startDate), end: formatDate(record.endDate) })}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.description}</Typography>
            {record.required && <Typography variant="body2">{text('requiredNote')}</Typography>}
            {access === 'staff' && <Alert severity="info">{text('staff')}</Alert>}
            {access === 'notPublished' && <Alert severity="info">{text('notPublished')}</Alert>}
            {access === 'answer' && record.answered && !answering && <Alert severity="success">{text('answered')}</Alert>}
            <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 2, listStyle: 'none' }}>
              {record.questions.map((question, index) => {
                const problem = page.problem(question);
                return (
                  <Box component="li" key={question.id ?? index} data-testid="form-answer-question" sx={{ display: 'grid', gap: 1 }}>
                    <Typography variant="overline" color="text.secondary">
                      {text('question', { n: index + 1 })}
                    </Typography>
                    <QuestionAnswerField
                      question={question}
                      value={page.shown(question)}
                      error={problem ? text(`problems.${problem}`, { max: ANSWER_TEXT_MAX }) : undefined}
                      required={record.required}
                      readOnly={!answering || page.sending}
                      onText={(typed) => page.setText(question, typed)}
                      onPick={(optionId, on) => page.pickOption(question, optionId, on)}
                    />
                  </Box>
                );
              })}
            </Box>
            {access === 'answer' && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {answering ? (
                  <>
                    <Button type="button" variant="outlined" onClick={page.stop} disabled={page.sending}>
                      {text('cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={page.sending}>
                      {text('send')}
                    </Button>
                  </>
                ) : (
                  <Button type="button" variant="contained" onClick={page.start}>
                    {text(record.answered ? 'editAnswers' : 'answer')}
                  </Button>
                )}
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={page.leavePrompt.open}
        title={text('leave.title')}
        text={text('leave.text')}
        confirmLabel={text('leave.leave')}
        cancelLabel={text('leave.stay')}
        onCancel={page.leavePrompt.stay}
        onConfirm={page.leavePrompt.leave}
      />
    </Box>
  );
}
