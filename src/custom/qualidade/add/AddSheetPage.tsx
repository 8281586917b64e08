import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessDenied } from '../../../kit/access/AccessDenied';
import { usePathTo } from '../../../kit/access/PortalRoutesContext';
import { useInternalStaff } from '../../../kit/access/useInternalStaff';
import { MessageDialog } from '../../../kit/dialogs/MessageDialog';
import { usePageTitle } from '../../../kit/page/usePageTitle';
import { UploadBox } from '../../../kit/upload/UploadBox';
import { SHEETS_RESOURCE } from '../technicalSheets';
import { AddSheetProducts } from './AddSheetProducts';
import { productOptionLabel, supplierOptionLabel } from './addSheetRules';
import { useAddSheet } from './useAddSheet';

const TEXT = 'pages.addTechnicalSheet';

/**
 * Add technical sheet (/qualidade/adicionar-ficha-tecnica; spec part 3, sections 2 and 5): the retailer's staff
 * attach one accessory sheet to products of a supplier. Anyone else is refused. Back goes to /qualidade (the line of
 * the sheets' resource). State, lookups and rules: useAddSheet.
 */
export function AddSheetPage() {
  return useInternalStaff() ? <AddSheetForm /> : <AccessDenied />;
}

function AddSheetForm() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title, translate(`${TEXT}.browserTitle`));
  const page = useAddSheet();
  const { sending } = page;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="add-sheet-page">
      <Button component={Link} to={pathTo(SHEETS_RESOURCE)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(`${TEXT}.back`)}
      </Button>
      <Card sx={{ width: '100%', maxWidth: 840 }}>
        <CardContent component="form" onSubmit={page.submit} noValidate aria-labelledby="add-sheet-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="add-sheet-title" component="h1" variant="h5" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={translate(`${TEXT}.sheetNumber`)}
              value={page.sheetNumber}
              onChange={(event) => page.setSheetNumber(event.target.value)}
              disabled={sending}
              size="small"
              fullWidth
            />
            <Autocomplete
              options={page.suppliers}
              value={page.supplier}
              onChange={(_event, supplier) => page.chooseSupplier(supplier)}
              getOptionLabel={supplierOptionLabel}
              isOptionEqualToValue={(option, current) => option.id === current.id}
              loading={page.suppliersLoading}
              disabled={sending}
              renderInput={(params) => <TextField {...params} label={translate(`${TEXT}.supplier`)} size="small" />}
            />
            <Autocomplete
              options={page.alphas}
              value={page.alpha}
              onChange={(_event, alpha) => page.chooseAlpha(alpha)}
              loading={page.alphasLoading}
              disabled={sending || page.supplier === null}
              renderInput={(params) => <TextField {...params} label={translate(`${TEXT}.alpha`)} size="small" />}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Autocomplete
                options={page.productChoices}
                value={page.product}
                onChange={(_event, product) => page.setProduct(product)}
                getOptionLabel={productOptionLabel}
                isOptionEqualToValue={(option, current) => option.productId === current.productId}
                loading={page.productChoicesLoading}
                disabled={sending || page.alpha === null}
                sx={{ flexGrow: 1 }}
                renderInput={(params) => <TextField {...params} label={translate(`${TEXT}.productId`)} size="small" />}
              />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={page.addProduct} disabled={sending || page.product === null}>
                {translate(`${TEXT}.addProduct`)}
              </Button>
            </Stack>
            <AddSheetProducts products={page.products} onRemove={page.removeProduct} disabled={sending} />
            <Box data-testid="add-sheet-file">
              <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
                {translate(`${TEXT}.attachment`)}
              </Typography>
              <UploadBox
                label={translate(`${TEXT}.chooseFile`)}
                value={page.file ? [page.file] : []}
                onChange={(files) => page.setFile(files[0] ?? null)}
                disabled={sending}
              />
            </Box>
          </Stack>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
              {translate(`${TEXT}.submit`)}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <MessageDialog open={page.sent} title={translate(`${TEXT}.sentTitle`)} text={translate(`${TEXT}.sentText`)} onClose={page.closeSent} />
    </Box>
  );
}
