import DownloadIcon from '@mui/icons-material/Download';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import PrintIcon from '@mui/icons-material/Print';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { kitText } from '../kitText';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from './pdfScale';

/** A fixed scale, or 'fit': the page's width follows the viewer's. */
export type Zoom = number | 'fit';

interface PdfToolbarProps {
  pageCount: number;
  scale: number;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  onDownload: () => void;
  onPrint: () => void;
}

export function PdfToolbar({ pageCount, scale, zoom, onZoom, onDownload, onPrint }: PdfToolbarProps) {
  return (
    <Box role="toolbar" aria-label={kitText('pdf.toolbar')} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {kitText('pdf.pages', { count: pageCount })}
      </Typography>
      <ToolButton label={kitText('pdf.zoomOut')} disabled={!canZoomOut(scale)} onClick={() => onZoom(zoomOut(scale))}>
        <ZoomOutIcon />
      </ToolButton>
      <Typography variant="body2" sx={{ minWidth: '5ch', textAlign: 'center' }}>
        {kitText('pdf.zoomLevel', { percent: Math.round(scale * 100) })}
      </Typography>
      <ToolButton label={kitText('pdf.zoomIn')} disabled={!canZoomIn(scale)} onClick={() => onZoom(zoomIn(scale))}>
        <ZoomInIcon />
      </ToolButton>
      <ToolButton label={kitText('pdf.fitWidth')} pressed={zoom === 'fit'} onClick={() => onZoom('fit')}>
        <FitScreenIcon />
      </ToolButton>
      <ToolButton label={kitText('pdf.download')} onClick={onDownload}>
        <DownloadIcon />
      </ToolButton>
      <ToolButton label={kitText('pdf.print')} onClick={onPrint}>
        <PrintIcon />
      </ToolButton>
    </Box>
  );
}

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}

function ToolButton({ label, onClick, disabled, pressed, children }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
