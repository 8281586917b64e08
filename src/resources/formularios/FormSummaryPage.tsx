import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';
import { AccessDenied } from '../../kit/access/AccessDenied';
import { useCanAccessNow, usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { VISUALLY_HIDDEN } from '../../kit/layout/visuallyHidden';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import { FORMS_RESOURCE, type QuestionSummary } from './forms';
import { useFormSummary } from './useFormSummary';
import { SCROLLS_SIDEWAYS } from '../../kit/layout/scrollsSideways';

const AnswersChart = lazyScreen(() => import('./AnswersChart'), 'AnswersChart');

const number = (value: number | undefined): string => (value === undefined ? '-' : formatNumber(value, Number.isInteger(value) ? 0 : 2));

function QuestionCard({ question, n }: { question: QuestionSummary; n: number }) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`pages.formulariosResumo.${key}`, options);
  const heading = text('question', { n, title: question.title });
  return (
    <Card variant="outlined" component="section" aria-label={heading}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {heading}
        </Typography>
        {question.kind === 'choice' && (
          <>
            <Box component="figure" inert sx={{ m: 0 }}>
              <Suspense fallback={<LinearProgress aria-label={text('chart.loading')} />}>
                <AnswersChart counts={question.counts} label={text('chart.count')} />
              </Suspense>
            </Box>
            <Table size="small" sx={VISUALLY_HIDDEN}>
              <caption>{text('chart.label', { title: question.title })}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{text('chart.option')}</TableCell>
                  <TableCell>{text('chart.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {question.counts.map((row) => (
                  <TableRow key={row.optionId}>
                    <TableCell>{row.title}</TableCell>
                    <TableCell>{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {question.kind === 'numeric' && (
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['count', 'min', 'median', 'max'] as const).map((key) => (
                  <TableCell key={key}>{text(`numeric.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{question.count}</TableCell>
                <TableCell>{number(question.min)}</TableCell>
                <TableCell>{number(question.median)}</TableCell>
                <TableCell>{number(question.max)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        {question.kind === 'text' &&
          (question.answers.length === 0 ? (
            <Typography color="text.secondary">{text('noAnswers')}</Typography>
          ) : (
            <Box sx={{ ...SCROLLS_SIDEWAYS, maxHeight: 320, overflowY: 'auto' }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{text('text.supplier')}</TableCell>
                    <TableCell>{text('text.answer')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {question.answers.map((row) => (
                    <TableRow key={row.supplierId}>
                      <TableCell>{`${row.supplierId} - ${row.supplierName}`}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.text}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ))}
      </CardContent>
    </Card>
  );
}

/**
 * /formularios/resumo/{id} (gerenciar-formularios; beyond the spec): per question, the answers per option as a bar
 * chart with its table for screen readers, NUMERIC min/median/max, TEXT answers listed; the recipients who have not
 * answered yet, with their CSV. Anyone else is refused (the server refuses the answers too).
 */
export function FormSummaryPage() {
  const internal = useInternalView();
  const manages = useCanAccessNow({ resource: FORMS_RESOURCE, action: 'create' });
  return internal && manages ? <FormSummary /> : <AccessDenied />;
}

function FormSummary() {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`pages.formulariosResumo.${key}`, options);
  usePageTitle(text('title'), text('browserTitle'));
  const pathTo = usePathTo();
  const { id } = useParams<{ id: string }>();
  const { summary, isPending, failure, exportPending } = useFormSummary(Number(id));

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Box>
        <Button component={RouterLink} to={pathTo('formularios')} startIcon={<ArrowBackIcon />} size="small">
          {text('back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5">
        {summary ? `${text('title')}: ${summary.title}` : text('title')}
      </Typography>
      {isPending && <LinearProgress aria-label={text('loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {summary && (
        <>
          <Typography>{text('answered', { answered: summary.answeredCount, recipients: summary.recipientCount })}</Typography>
          {summary.questions.map((question, index) => (
            <QuestionCard key={question.questionId} question={question} n={index + 1} />
          ))}
          <Card variant="outlined" component="section" aria-label={text('pending.title')}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
                  {`${text('pending.title')} (${summary.pending.length})`}
                </Typography>
                <Button size="small" startIcon={<DownloadIcon />} onClick={exportPending} disabled={summary.pending.length === 0}>
                  {text('pending.export')}
                </Button>
              </Stack>
              {summary.pending.length === 0 ? (
                <Typography color="text.secondary">{text('pending.none')}</Typography>
              ) : (
                <Box sx={{ ...SCROLLS_SIDEWAYS, maxHeight: 320, overflowY: 'auto' }}>
                  <Table size="small" stickyHeader>
                    <TableHead>
                      <TableRow>
                        <TableCell>{text('pending.code')}</TableCell>
                        <TableCell>{text('pending.supplier')}</TableCell>
                        <TableCell>{text('pending.email')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {summary.pending.map((row) => (
                        <TableRow key={row.id}>
                          <TableCell>{row.id}</TableCell>
                          <TableCell>{row.name}</TableCell>
                          <TableCell>{row.email}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
