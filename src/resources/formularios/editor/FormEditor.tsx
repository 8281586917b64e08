import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DateField } from '../../../kit/dates/DateField';
import { ConfirmDialog } from '../../../kit/dialogs/ConfirmDialog';
import { kitText } from '../../../kit/kitText';
import { useGoBack } from '../../../kit/navigation/useGoBack';
import { usePageTitle } from '../../../kit/page/usePageTitle';
import { FORM_LIMITS, type QuestionType } from '../forms';
import { textLength, type DateProblem, type EditorValues, type TextProblem } from './formEditorRules';
import { QuestionCard } from './QuestionCard';
import { RecipientPicker } from './RecipientPicker';
import { EDITOR_TEXT, useFormEditor } from './useFormEditor';

export type EditorMode = 'create' | 'edit';

interface FormEditorProps {
  mode: EditorMode;
  initial: EditorValues;
}

/**
 * The form editor's page inside react-admin's Create or Edit (spec part 3, section 5 "Form editor"): Título,
 * Descrição, whether every question is required, the validity dates, the questions and a new one, the suppliers it
 * goes to, and Cancelar / Salvar. State and rules: useFormEditor.
 */
export function FormEditor({ mode, initial }: FormEditorProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`${EDITOR_TEXT}.${key}`, vars);
  const title = text(mode === 'create' ? 'createTitle' : 'editTitle');
  usePageTitle(title, text('browserTitle'));
  const editor = useFormEditor(initial);
  const goBack = useGoBack(editor.listPath);
  const { values, check, locked } = editor;

  const textMessage = (problem: TextProblem | undefined, max: number) => (problem ? text(`problems.${problem}`, { max }) : undefined);
  const dateMessage = (problem: DateProblem | undefined) => (problem ? text(`problems.${problem}`) : undefined);
  const titleError = textMessage(check?.title, FORM_LIMITS.title);
  const descriptionError = textMessage(check?.description, FORM_LIMITS.description);
  const newQuestionError = editor.newQuestion.problem ? text(editor.newQuestion.problem === 'required' ? 'questions.needsTitle' : 'problems.tooLong', { max: FORM_LIMITS.questionTitle }) : undefined;

  return (
    <Box component="form" onSubmit={(event) => void editor.submit(event)} noValidate aria-labelledby="form-editor-title" data-testid="form-editor" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <Typography id="form-editor-title" component="h1" variant="h5">
        {title}
      </Typography>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={text('fields.title')}
          name="title"
          value={values.title}
          onChange={(event) => editor.setTitle(event.target.value)}
          error={Boolean(titleError)}
          helperText={titleError ?? kitText('form.counter', { count: textLength(values.title), max: FORM_LIMITS.title })}
          disabled={locked}
          required
          fullWidth
        />
        <TextField
          label={text('fields.description')}
          name="description"
          value={values.description}
          onChange={(event) => editor.setDescription(event.target.value)}
          error={Boolean(descriptionError)}
          helperText={descriptionError ?? kitText('form.counter', { count: textLength(values.description), max: FORM_LIMITS.description })}
          disabled={locked}
          multiline
          minRows={3}
          required
          fullWidth
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateField label={text('fields.startDate')} name="startDate" value={values.startDate} onChange={editor.setStartDate} error={dateMessage(check?.startDate)} disabled={locked} required />
          <DateField label={text('fields.endDate')} name="endDate" value={values.endDate} onChange={editor.setEndDate} error={dateMessage(check?.endDate)} disabled={locked} required />
        </Box>
        <FormControlLabel
          control={<Checkbox checked={values.required} onChange={(event) => editor.setRequired(event.target.checked)} disabled={locked} />}
          label={text('fields.required')}
        />
      </Box>

      <Box component="section" aria-labelledby="form-questions-title" sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography id="form-questions-title" component="h2" variant="h6">
            {text('questions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text('questions.count', { smart_count: values.questions.length })}
          </Typography>
        </Stack>
        {values.questions.length === 0 ? (
          <Typography color="text.secondary">{text('questions.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {values.questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                question={question}
                index={index}
                count={values.questions.length}
                problems={check?.questions[question.key]}
                typeLabel={editor.typeLabel(question.type)}
                pending={editor.newOption(question.key)}
                locked={locked}
                actions={editor.questionActions}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="new-question">
          <Typography component="h3" variant="subtitle1">
            {text('questions.newTitle')}
          </Typography>
          {editor.typesFailure && <Alert severity="error">{editor.typesFailure}</Alert>}
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'flex-start' } }}>
            <TextField
              select
              size="small"
              label={text('questions.type')}
              value={editor.newQuestion.type ?? ''}
              onChange={(event) => editor.setNewQuestionType(event.target.value as QuestionType)}
              disabled={locked || editor.types.length === 0}
              sx={{ minWidth: 220 }}
            >
              {editor.types.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={text('questions.questionTitle')}
              value={editor.newQuestion.text}
              onChange={(event) => editor.setNewQuestionText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                editor.addQuestion();
              }}
              error={Boolean(newQuestionError)}
              helperText={newQuestionError ?? kitText('form.counter', { count: textLength(editor.newQuestion.text), max: FORM_LIMITS.questionTitle })}
              disabled={locked}
              fullWidth
            />
            <Button variant="outlined" startIcon={<AddIcon />} onClick={editor.addQuestion} disabled={locked || editor.types.length === 0} sx={{ flexShrink: 0 }}>
              {text('questions.add')}
            </Button>
          </Stack>
        </Box>
      </Box>

      <RecipientPicker chosen={values.recipients} onChange={editor.setRecipients} error={check?.recipients ? text('messages.noRecipients') : undefined} disabled={locked} />

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={goBack}>
          {text('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          {text('save')}
        </Button>
      </Stack>

      <ConfirmDialog
        open={editor.leavePrompt.open}
        title={text('leave.title')}
        text={text('leave.text')}
        confirmLabel={text('leave.leave')}
        cancelLabel={text('leave.stay')}
        onCancel={editor.leavePrompt.stay}
        onConfirm={editor.leavePrompt.leave}
      />
    </Box>
  );
}
