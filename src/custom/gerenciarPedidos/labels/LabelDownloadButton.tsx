import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LabelFormat, LabelProduct } from './labels';
import { LabelDownloadOverlay } from './LabelDownloadOverlay';
import { MAX_LABEL_PRODUCTS, uniqueProducts } from './labelDownload';
import { useLabelDownload } from './useLabelDownload';

export interface LabelDownloadButtonProps {
  /** The selected rows: each product's id with the order and branch of its row (tab rows fit as they are). */
  products: readonly LabelProduct[];
  /** The supplier the tab shows (staff act for it). */
  personId?: number;
}

const FORMATS: readonly LabelFormat[] = ['pdf', 'zpl'];

/**
 * 'DOWNLOAD ETIQUETA' for 1 to 50 selected products (counted once each), with the spec's tooltip when none or more are
 * selected; opens the choice of PDF or ZPL, then downloads the zip behind the progress overlay.
 */
export function LabelDownloadButton({ products, personId }: LabelDownloadButtonProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { percent, start } = useLabelDownload(personId);
  const count = useMemo(() => uniqueProducts(products).length, [products]);
  const blocked =
    count === 0
      ? translate('pages.gerenciarPedidos.labels.noneSelected')
      : count > MAX_LABEL_PRODUCTS
        ? translate('pages.gerenciarPedidos.labels.tooMany')
        : undefined;

  const choose = (format: LabelFormat) => {
    setAnchor(null);
    start(products, format);
  };

  const button = (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      disabled={blocked !== undefined || percent !== null}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? true : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {translate('pages.gerenciarPedidos.labels.download')}
    </Button>
  );

  return (
    <>
      {blocked ? (
        <Tooltip title={blocked}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('pages.gerenciarPedidos.labels.formats') } }}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemText primary={translate(`pages.gerenciarPedidos.labels.${format}`)} secondary={translate(`pages.gerenciarPedidos.labels.${format}Hint`)} />
          </MenuItem>
        ))}
      </Menu>
      <LabelDownloadOverlay percent={percent} />
    </>
  );
}
