import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCanAccessNow, usePathTo } from '../../kit/access/PortalRoutesContext';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { downloadBlob } from '../../kit/files/downloadBlob';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../session/SessionUserContext';
import { COMPLIANCE_RESOURCE, type ComplianceDocument, type ComplianceMethods } from './complianceDocuments';
import { hasReceipt, maySign } from './complianceRules';

/**
 * The list's state and rules: who administers (admin-compliance: every document, add, edit, remove), the document a
 * reader opened, the one whose sign question is open, and the receipt downloads.
 */
export function useComplianceList() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { role } = useSessionUser();
  const provider = useCustomMethods<ComplianceMethods>();
  const isAdmin = useCanAccessNow({ resource: COMPLIANCE_RESOURCE, action: 'admin-compliance' });
  const [reading, setReading] = useState<ComplianceDocument | null>(null);
  const [signing, setSigning] = useState<ComplianceDocument | null>(null);
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(() => new Set());

  const downloadReceipt = async (document: ComplianceDocument) => {
    if (downloading.has(document.id)) return;
    setDownloading((ids) => new Set(ids).add(document.id));
    try {
      const receipt = await provider.receipt(COMPLIANCE_RESOURCE, { id: document.id });
      downloadBlob(receipt, translate('resources.compliance.messages.receiptName', { id: document.id }));
    } catch {
      snackbar.error(translate('resources.compliance.messages.receiptFailure'));
    } finally {
      setDownloading((ids) => {
        const next = new Set(ids);
        next.delete(document.id);
        return next;
      });
    }
  };

  return {
    isAdmin,
    addPath: pathTo(`${COMPLIANCE_RESOURCE}.create`),
    editPath: (id: number) => pathTo(`${COMPLIANCE_RESOURCE}.edit`, { id }),
    maySign: (document: ComplianceDocument) => maySign(document, role),
    hasReceipt,
    reading,
    read: setReading,
    closeReading: () => setReading(null),
    signing,
    askToSign: setSigning,
    closeSigning: () => setSigning(null),
    continueToSign: () => {
      if (signing) navigate(pathTo('complianceSignature', { documentId: signing.id }));
    },
    isDownloading: (document: ComplianceDocument) => downloading.has(document.id),
    downloadReceipt: (document: ComplianceDocument) => void downloadReceipt(document),
  };
}

export type ComplianceListState = ReturnType<typeof useComplianceList>;
