import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { FactList, type Fact } from '../../kit/layout/FactList';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { cardActions, loadsAccessoryProducts, sheetFileName, shownUpdateDate } from './cardRules';
import { SHEETS_RESOURCE, type SheetCard, type TechnicalSheetMethods } from './technicalSheets';

const TEXT = 'pages.fichaTecnica.card';

export interface SheetCardHandlers {
  /** 'ENVIAR' and 'SUBSTITUIR FICHA TÉCNICA': the card's PDF to choose and send. */
  onSend: (card: SheetCard) => void;
  onView: (card: SheetCard) => void;
  onDownload: (fileKey: string, fileName: string) => void;
  onPrint: (fileKey: string, fileName: string) => void;
  onHistory: (card: SheetCard) => void;
}

export interface SheetCardItemProps extends SheetCardHandlers {
  card: SheetCard;
  /** Staff (the internal view): status, update date and the replacement of manual sheets. */
  staff: boolean;
  /** An upload or a file on its way: the buttons wait. */
  busy: boolean;
}

/** A product card: the fields of spec part 3, section 2 and the actions its status allows. */
export function SheetCardItem({ card, staff, busy, ...on }: SheetCardItemProps) {
  const translate = useTranslate();
  const actions = cardActions(card, staff);
  const products = useProviderQuery<TechnicalSheetMethods, 'accessoryProducts'>(
    SHEETS_RESOURCE,
    'accessoryProducts',
    { supplierId: card.supplierId, descriptionId: card.descriptionId },
    { enabled: loadsAccessoryProducts(card), retry: false, staleTime: Infinity },
  );
  const productsFailure = useReadFailure(products.error, translate(`${TEXT}.productsFailure`));
  const updatedAt = shownUpdateDate(card, staff);
  const fileName = sheetFileName(card);
  // Download, print and the product's sheets: a card with a stored file.
  const { fileKey } = card;

  const facts: Fact[] = [
    [translate(`${TEXT}.alpha`), card.alpha],
    [translate(`${TEXT}.productName`), card.productName],
    [translate(`${TEXT}.productIds`), card.productIds],
    [translate(`${TEXT}.department`), card.department],
    [translate(`${TEXT}.line`), card.line],
    [translate(`${TEXT}.group`), card.group],
    [translate(`${TEXT}.supplier`), `${card.supplierId} - ${card.supplierName}`],
  ];
  if (staff) facts.push([translate(`${TEXT}.status`), translate(`pages.fichaTecnica.status.${card.status}`)]);
  if (updatedAt !== null) facts.push([translate(`${TEXT}.updatedAt`), formatDate(updatedAt)]);

  return (
    <Card component="li" variant="outlined" aria-label={`${card.alpha} - ${card.productName}`}>
      <CardContent>
        <FactList facts={facts} />
        {loadsAccessoryProducts(card) && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {translate(`${TEXT}.products`)}
            </Typography>
            {products.isPending && !products.isError && <LinearProgress />}
            {productsFailure && <Alert severity="error">{productsFailure}</Alert>}
            {products.data && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {products.data.map((product) => (
                  <Typography component="li" variant="body2" key={product.productId}>
                    {`${product.productId} - ${product.productName} (${product.alpha}, ${product.line}, ${product.group})`}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.send && (
          <Button variant="contained" size="small" disabled={busy} onClick={() => on.onSend(card)}>
            {translate(`${TEXT}.send`)}
          </Button>
        )}
        {actions.view && (
          <Button variant="contained" size="small" onClick={() => on.onView(card)}>
            {translate(`${TEXT}.view`)}
          </Button>
        )}
        {actions.replace && (
          <Button variant="outlined" size="small" disabled={busy} onClick={() => on.onSend(card)}>
            {translate(`${TEXT}.replace`)}
          </Button>
        )}
        {fileKey !== null && (
          <>
            <IconButton aria-label={translate(`${TEXT}.download`, { alpha: card.alpha })} disabled={busy} onClick={() => on.onDownload(fileKey, fileName)}>
              <DownloadIcon />
            </IconButton>
            <IconButton aria-label={translate(`${TEXT}.print`, { alpha: card.alpha })} disabled={busy} onClick={() => on.onPrint(fileKey, fileName)}>
              <PrintIcon />
            </IconButton>
            <IconButton aria-label={translate(`${TEXT}.history`, { alpha: card.alpha })} onClick={() => on.onHistory(card)}>
              <HistoryIcon />
            </IconButton>
          </>
        )}
      </CardActions>
    </Card>
  );
}
