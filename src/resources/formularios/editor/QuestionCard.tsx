import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { kitText } from '../../../kit/kitText';
import { FORM_LIMITS, isChoice } from '../forms';
import { optionsMarker, textLength, type EditorQuestion, type OptionProblem, type QuestionProblems, type QuestionTitleProblem } from './formEditorRules';
import { EDITOR_TEXT, type PendingText, type QuestionActions } from './useFormEditor';

interface QuestionCardProps {
  question: EditorQuestion;
  index: number;
  count: number;
  problems?: QuestionProblems;
  /** The question type's label from GET /forms/items/types. */
  typeLabel: string;
  /** The new option being typed for this question. */
  pending: PendingText<OptionProblem>;
  locked: boolean;
  actions: QuestionActions;
}

/**
 * One question of the editor: 'Questão N', its type, its title (editable), move up / down and remove; a choice
 * question lists its options (editable, removable), adds new ones, and carries the spec's markers: an error with no
 * option, a warning with one. Memoized: typing in one question leaves the other cards alone.
 */
export const QuestionCard = memo(function QuestionCard({ question, index, count, problems, typeLabel, pending, locked, actions }: QuestionCardProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`${EDITOR_TEXT}.${key}`, vars);
  const n = index + 1;
  const titleMessage = (problem?: QuestionTitleProblem) => {
    if (problem === 'duplicate') return text('problems.duplicateTitle');
    return problem ? text(`problems.${problem}`, { max: FORM_LIMITS.questionTitle }) : undefined;
  };
  const optionMessage = (problem?: OptionProblem) => {
    if (problem === 'duplicate') return text('problems.duplicateOption');
    return problem ? text(`problems.${problem}`, { max: FORM_LIMITS.optionTitle }) : undefined;
  };
  const titleError = titleMessage(problems?.title);
  const marker = optionsMarker(question);
  const pendingMessage = pending.problem ? text(`options.${pending.problem === 'required' ? 'needsTitle' : pending.problem}`, { max: FORM_LIMITS.optionTitle }) : undefined;

  return (
    <Card variant="outlined" component="li" aria-labelledby={`${question.key}-heading`} data-testid="form-question" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={`${question.key}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text('questions.heading', { n })}
          </Typography>
          <Chip size="small" label={typeLabel} />
          <Box sx={{ flexGrow: 1 }} />
          <IconButton aria-label={text('questions.moveUp', { n })} title={text('questions.moveUp', { n })} onClick={() => actions.move(index, -1)} disabled={locked || index === 0}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={text('questions.moveDown', { n })}
            title={text('questions.moveDown', { n })}
            onClick={() => actions.move(index, 1)}
            disabled={locked || index === count - 1}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={text('questions.remove', { n })} title={text('questions.remove', { n })} onClick={() => actions.remove(question.key)} disabled={locked} color="error">
            <DeleteIcon />
          </IconButton>
        </Stack>
        <TextField
          size="small"
          label={text('questions.questionTitle')}
          value={question.title}
          onChange={(event) => actions.rename(question.key, event.target.value)}
          error={Boolean(titleError)}
          helperText={titleError ?? kitText('form.counter', { count: textLength(question.title), max: FORM_LIMITS.questionTitle })}
          disabled={locked}
          required
          fullWidth
        />
        {isChoice(question.type) && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h4" variant="body2" color="text.secondary">
              {text('options.title')}
            </Typography>
            {marker === 'none' && (
              <Alert severity="error" role="status">
                {text('options.none')}
              </Alert>
            )}
            {marker === 'single' && (
              <Alert severity="warning" role="status">
                {text('options.single')}
              </Alert>
            )}
            {question.options.map((option, optionIndex) => {
              const message = optionMessage(problems?.option[option.key]);
              return (
                <Stack key={option.key} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                  <TextField
                    size="small"
                    label={text('options.option', { n: optionIndex + 1 })}
                    value={option.title}
                    onChange={(event) => actions.renameOption(question.key, option.key, event.target.value)}
                    error={Boolean(message)}
                    helperText={message}
                    disabled={locked}
                    multiline
                    fullWidth
                  />
                  <IconButton
                    aria-label={text('options.remove', { n: optionIndex + 1 })}
                    title={text('options.remove', { n: optionIndex + 1 })}
                    onClick={() => actions.removeOption(question.key, option.key)}
                    disabled={locked}
                  >
                    <CloseIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' }, gap: 1 }}>
              <TextField
                size="small"
                label={text('options.newOption')}
                value={pending.text}
                onChange={(event) => actions.setNewOptionText(question.key, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  actions.addOption(question, pending.text);
                }}
                error={Boolean(pendingMessage)}
                helperText={pendingMessage}
                disabled={locked}
                fullWidth
              />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => actions.addOption(question, pending.text)} disabled={locked} sx={{ flexShrink: 0 }}>
                {text('options.add')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
});
