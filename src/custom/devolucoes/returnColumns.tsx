import DeleteIcon from '@mui/icons-material/Delete';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { PortalTable } from '../../kit/list/PortalTable';
import { formatDate } from '../../i18n/format';
import { reasonsText, shortReasonsText } from './returnListRules';
import type { ReturnReport } from './returnReports';

export interface RowActions {
  showPhotos: (report: ReturnReport) => void;
  remove: (report: ReturnReport) => void;
}

const Col = PortalTable.Col<ReturnReport>;
const label = (field: string) => `resources.devolucoes.fields.${field}`;

function ViewReportButton({ report }: { report: ReturnReport }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const name = translate('resources.devolucoes.actions.view', { productId: report.productId });
  return (
    <Tooltip title={name}>
      <IconButton component={RouterLink} to={pathTo('relatorioDevolucao', { personId: report.supplierId, returnReceiptId: report.id })} aria-label={name} size="small">
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function ActionButton({ report, action, icon, onClick }: { report: ReturnReport; action: 'photos' | 'delete'; icon: ReactElement; onClick: (report: ReturnReport) => void }) {
  const translate = useTranslate();
  const name = translate(`resources.devolucoes.actions.${action}`, { productId: report.productId });
  return (
    <Tooltip title={name}>
      <IconButton onClick={() => onClick(report)} aria-label={name} size="small" color={action === 'delete' ? 'error' : 'default'}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The reasons cut at 150 characters; the whole text in the tooltip. Plain text only. */
function ReasonsCell({ report }: { report: ReturnReport }) {
  const full = reasonsText(report.reasons);
  const shown = shortReasonsText(report.reasons);
  const text = (
    <Typography component="span" variant="body2">
      {shown}
    </Typography>
  );
  return shown === full ? text : <Tooltip title={full}>{text}</Tooltip>;
}

const fieldColumns = () => [
  <Col key="productId" source="productId" label={label('productId')} disableSort render={(report) => report.productId} />,
  <Col key="receiptDate" source="receiptDate" label={label('receiptDate')} disableSort render={(report) => formatDate(report.receiptDate)} />,
  <Col key="description" source="productName" label={label('description')} disableSort />,
  <Col key="division" source="divisionName" label={label('division')} disableSort />,
  <Col key="group" source="groupName" label={label('group')} disableSort />,
  <Col key="reasons" source="reasons" label={label('reasons')} disableSort render={(report) => <ReasonsCell report={report} />} />,
];

const viewColumn = () => <Col key="view" source="view" label={label('view')} disableSort render={(report) => <ViewReportButton report={report} />} />;

const photosColumn = (actions: RowActions) => (
  <Col key="photos" source="photos" label={label('photos')} disableSort render={(report) => <ActionButton report={report} action="photos" icon={<PhotoLibraryIcon fontSize="small" />} onClick={actions.showPhotos} />} />
);

/**
 * The two layouts of spec part 3, section 2. Internal view: view report, the fields, photos, delete. A supplier:
 * photos first, the same fields, view report last (no delete).
 */
export function returnColumns(internalView: boolean, actions: RowActions): ReactElement[] {
  if (!internalView) return [photosColumn(actions), ...fieldColumns(), viewColumn()];
  return [
    viewColumn(),
    ...fieldColumns(),
    photosColumn(actions),
    <Col key="delete" source="delete" label={label('delete')} disableSort render={(report) => <ActionButton report={report} action="delete" icon={<DeleteIcon fontSize="small" />} onClick={actions.remove} />} />,
  ];
}
