import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessDenied } from '../../../kit/access/AccessDenied';
import { useInternalView } from '../../../kit/access/useInternalView';
import { DateField } from '../../../kit/dates/DateField';
import { kitText } from '../../../kit/kitText';
import { usePageTitle } from '../../../kit/page/usePageTitle';
import { ReportImages } from './ReportImages';
import { NamedLookup, ReasonsLookup } from './ReportLookups';
import { ReportQuantities } from './ReportQuantities';
import { ReportSummaryDialog } from './ReportSummaryDialog';
import { noteLength, REPORT_NOTE_MAX, type ReportField } from './reportFormRules';
import { SavingDialog } from './SavingDialog';
import { useNewReportForm } from './useNewReportForm';

const TEXT = 'pages.devolucoesForm';

/**
 * New return report (/qualidade/devolucao/novo-relatorio; spec part 3, sections 2, 4 and 5): the retailer's staff
 * report a supplier's returned product with photos. Anyone else is refused (the server refuses them too). State,
 * lookups, rules and the save: useNewReportForm.
 */
export function NovoRelatorioPage() {
  return useInternalView() ? <NewReportForm /> : <AccessDenied />;
}

function NewReportForm() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title, translate(`${TEXT}.browserTitle`));
  const form = useNewReportForm();
  const { values, locked, touch, chooseImages } = form;
  const message = (field: ReportField) => {
    const problem = form.shown(field);
    return problem ? translate(`${TEXT}.problems.${problem}`) : undefined;
  };
  const lookupTexts = { noOptionsText: translate(`${TEXT}.noOptions`), loadingText: translate(`${TEXT}.loading`), onTouch: touch };
  const touchReceiptDate = useCallback(() => touch('receiptDate'), [touch]);
  const chooseImageFiles = useCallback((files: File[]) => void chooseImages(files), [chooseImages]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="new-report-page">
      <Button component={Link} to={form.listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(`${TEXT}.back`)}
      </Button>
      <Card sx={{ width: '100%', maxWidth: 960 }}>
        <CardContent component="form" onSubmit={form.submit} noValidate aria-labelledby="new-report-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="new-report-title" component="h1" variant="h5" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Stack spacing={2}>
            <NamedLookup
              field="supplier"
              label={translate(`${TEXT}.supplier`)}
              options={form.suppliers}
              value={form.supplier}
              onChoose={form.chooseSupplier}
              error={message('supplier')}
              loading={form.suppliersLoading}
              disabled={locked}
              {...lookupTexts}
            />
            <NamedLookup
              field="product"
              label={translate(`${TEXT}.product`)}
              options={form.products}
              value={form.product}
              onChoose={form.chooseProduct}
              error={message('product')}
              loading={form.productsLoading}
              disabled={locked || values.supplierId === null}
              {...lookupTexts}
            />
            <Box sx={{ maxWidth: 280 }}>
              <DateField
                label={translate(`${TEXT}.receiptDate`)}
                name="receiptDate"
                value={values.receiptDate}
                onChange={form.setReceiptDate}
                onBlur={touchReceiptDate}
                error={message('receiptDate')}
                disabled={locked}
                required
              />
            </Box>
            <ReportQuantities values={values} stocked={form.stocked} shown={form.shown} onChange={form.setQuantity} onBlur={form.touch} disabled={locked} />
            <ReasonsLookup
              label={translate(`${TEXT}.reasons`)}
              options={form.reasons}
              value={form.chosenReasons}
              onChoose={form.setReasonIds}
              error={message('reasons')}
              loading={form.reasonsLoading}
              disabled={locked}
              {...lookupTexts}
            />
            <TextField
              label={translate(`${TEXT}.note`)}
              name="note"
              value={values.note}
              onChange={(event) => form.setNote(event.target.value)}
              helperText={kitText('form.counter', { count: noteLength(values.note), max: REPORT_NOTE_MAX })}
              slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX } }}
              disabled={locked}
              multiline
              minRows={3}
              fullWidth
            />
            <ReportImages
              images={values.images}
              error={message('images')}
              disabled={locked}
              onChoose={chooseImageFiles}
              onRemove={form.removeImage}
              refused={form.refused}
              onCloseRefused={form.closeRefused}
            />
          </Stack>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={locked}>
              {translate(`${TEXT}.save`)}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <ReportSummaryDialog
        open={form.summaryOpen}
        values={values}
        supplier={form.supplier}
        product={form.product}
        stocked={form.stocked}
        reasons={form.chosenReasons}
        onEdit={form.editAgain}
        onConfirm={() => void form.confirm()}
      />
      <SavingDialog open={form.saving} text={translate(`${TEXT}.saving`)} />
    </Box>
  );
}
