import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FormQuestion } from '../forms';
import { ANSWER_TEXT_MAX, blockedNumericKey, type AnswerDraft } from './answerRules';

/**
 * A read-only choice question (the preview, an answer sent) is still read: its title and options keep the secondary
 * text colour (4.5:1 and more in both themes) instead of the disabled one (2.7:1).
 */
const READ_ONLY_LEGIBLE = {
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' },
} as const;

interface QuestionAnswerFieldProps {
  question: FormQuestion;
  value: AnswerDraft;
  /** The question's message, when Enviar found one. */
  error?: string;
  required: boolean;
  /** The preview: the answer shown, not changed. */
  readOnly: boolean;
  onText: (text: string) => void;
  onPick: (optionId: number, on: boolean) => void;
}

/**
 * One question's input, named by the question's title: a text box (TEXT), a number box that refuses e, minus and
 * plus (NUMERIC), radios (UNIQUE_SELECT) or checkboxes (MULTIPLE_SELECT). Texts are shown as text, never as HTML.
 */
export function QuestionAnswerField({ question, value, error, required, readOnly, onText, onPick }: QuestionAnswerFieldProps) {
  const options = [...question.options].sort((left, right) => left.index - right.index);

  if (question.type === 'TEXT' || question.type === 'NUMERIC') {
    const numeric = question.type === 'NUMERIC';
    return (
      <TextField
        label={question.title}
        value={value.text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={numeric ? (event) => blockedNumericKey(event.key) && event.preventDefault() : undefined}
        error={Boolean(error)}
        helperText={error}
        required={required}
        disabled={readOnly}
        multiline={!numeric}
        minRows={numeric ? undefined : 2}
        slotProps={{ htmlInput: numeric ? { inputMode: 'decimal', 'data-numeric': 'true' } : { maxLength: ANSWER_TEXT_MAX } }}
        fullWidth
      />
    );
  }

  const legend = (
    <FormLabel component="legend" required={required}>
      {question.title}
    </FormLabel>
  );
  if (question.type === 'UNIQUE_SELECT') {
    return (
      <FormControl component="fieldset" error={Boolean(error)} disabled={readOnly} sx={READ_ONLY_LEGIBLE}>
        {legend}
        <RadioGroup value={value.selected[0] === undefined ? '' : String(value.selected[0])} onChange={(event) => onPick(Number(event.target.value), true)}>
          {options.map((option) => (
            <FormControlLabel key={option.id ?? option.index} value={String(option.id)} control={<Radio />} label={option.title} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={readOnly} sx={READ_ONLY_LEGIBLE}>
      {legend}
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.id ?? option.index}
            control={<Checkbox checked={option.id !== undefined && value.selected.includes(option.id)} onChange={(event) => option.id !== undefined && onPick(option.id, event.target.checked)} />}
            label={option.title}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
