import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { CalendarButton } from './CalendarButton';
import { CancelScheduleButton } from './CancelScheduleButton';
import { isUpcomingDelivery, orderFilePath, orderPdfPath, type OrderLine } from './orderLineRules';
import { useTrackOrderClick, type OrderClick } from './orderTracking';
import { useBranches } from '../../kit/data/useBranches';

const TEXT = 'resources.pedidosAgendados.actions';

/** A scheduled line's actions: PDF PT, PDF EN, Arquivo (in-app routes), Cancelar and, for a delivery to come, the calendar file. */
export function OrderRowActions({ line }: { line: OrderLine }) {
  const translate = useTranslate();
  const branches = useBranches();
  const trackOrderClick = useTrackOrderClick();
  const pathTo = usePathTo();
  // Internal staff act for the chosen supplier: the routes carry it so the server answers for that supplier.
  const personId = useInternalView() ? line.personId : undefined;
  const order = { order: line.purchaseOrderId };
  const links: { click: OrderClick; to: string; text: string; label: string }[] = [
    { click: 'pdfPt', to: orderPdfPath(pathTo, line, 'PT-BR', personId), text: translate(`${TEXT}.pdfPt`), label: translate(`${TEXT}.pdfPtOf`, order) },
    { click: 'pdfEn', to: orderPdfPath(pathTo, line, 'EN', personId), text: translate(`${TEXT}.pdfEn`), label: translate(`${TEXT}.pdfEnOf`, order) },
    { click: 'file', to: orderFilePath(pathTo, line, personId), text: translate(`${TEXT}.file`), label: translate(`${TEXT}.fileOf`, order) },
  ];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {links.map((link) => (
        <Button key={link.click} size="small" component={RouterLink} to={link.to} aria-label={link.label} onClick={() => trackOrderClick(link.click, line)}>
          {link.text}
        </Button>
      ))}
      <CancelScheduleButton line={line} personId={personId} />
      {isUpcomingDelivery(line) && <CalendarButton line={line} branches={branches} />}
    </Box>
  );
}
