import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { COMPLIANCE_RESOURCE, type ComplianceMethods } from './complianceDocuments';
import { toSignature } from './signerForm';
import { useLastPageSeen } from './useLastPageSeen';
import { useSignerForm } from './useSignerForm';

export type SignResult = 'success' | 'failure';

/**
 * The signing page: the document to read, the accept button's rule (the last page seen, watched from 2 s after the
 * page opens), the signer form and one signature call however often it is clicked; success leads back to the list
 * (which reloads with the signature date, as does the home's pending count), a failure back to the form as it was.
 */
export function useComplianceSignature() {
  const { documentId = '' } = useParams();
  const id = Number(documentId);
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const document = useProviderQuery<ComplianceMethods, 'document'>(COMPLIANCE_RESOURCE, 'document', { id }, { retry: false, staleTime: Infinity });
  const reading = useLastPageSeen();
  const form = useSignerForm();
  const [formOpen, setFormOpen] = useState(false);
  const [result, setResult] = useState<SignResult | null>(null);
  const sending = useRef(false);
  const sign = useProviderMutation<ComplianceMethods, 'sign'>(COMPLIANCE_RESOURCE, 'sign', {
    onSuccess: () => setResult('success'),
    onError: () => setResult('failure'),
    onSettled: () => {
      sending.current = false;
    },
  });

  const submit = () => {
    if (sending.current || !form.check()) return;
    sending.current = true;
    sign.mutate(toSignature(id, form.values));
  };

  return {
    document,
    fileName: `documento-${documentId}.pdf`,
    mayAccept: reading.lastPageSeen,
    onPageSeen: reading.onPageSeen,
    form,
    formOpen: formOpen && result === null,
    openForm: () => setFormOpen(true),
    closeForm: () => setFormOpen(false),
    submit,
    signing: sign.isPending,
    result,
    /** The result modal's OK: the list after a signature, the form (values kept) after a failure. */
    acknowledge: () => {
      if (result === 'success') navigate(pathTo(COMPLIANCE_RESOURCE));
      else setResult(null);
    },
    back: () => navigate(pathTo(COMPLIANCE_RESOURCE)),
  };
}

export type ComplianceSignatureState = ReturnType<typeof useComplianceSignature>;
