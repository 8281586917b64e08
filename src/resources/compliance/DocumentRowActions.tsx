import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ComplianceDocument } from './complianceDocuments';
import type { ComplianceListState } from './useComplianceList';

/** A row's own buttons: the yellow sign icon on a pending row, the receipt on a signed one. They never click the row. */
export function DocumentRowActions({ document, list }: { document: ComplianceDocument; list: ComplianceListState }) {
  const translate = useTranslate();
  const own = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <>
      {list.maySign(document) && (
        <Tooltip title={translate('resources.compliance.list.sign')}>
          <IconButton size="small" aria-label={translate('resources.compliance.list.sign')} onClick={own(() => list.askToSign(document))}>
            <WarningAmberIcon sx={{ color: 'warning.main' }} data-testid="compliance-sign-icon" />
          </IconButton>
        </Tooltip>
      )}
      {list.hasReceipt(document) && (
        <Tooltip title={translate('resources.compliance.list.receipt')}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('resources.compliance.list.receiptOf', { title: document.title })}
              disabled={list.isDownloading(document)}
              onClick={own(() => list.downloadReceipt(document))}
            >
              <ReceiptLongIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  );
}
