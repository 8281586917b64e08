import { PortalCreate } from '../../kit/forms/PortalCreate';
import { COMPLIANCE_RESOURCE } from './complianceDocuments';
import { ComplianceForm } from './ComplianceForm';
import { EMPTY_COMPLIANCE_VALUES } from './complianceFormRules';

/** /compliance-ae (admin-compliance): 'Adicionar Compliance'. */
export function ComplianceCreate() {
  return (
    <PortalCreate resource={COMPLIANCE_RESOURCE} title={false}>
      <ComplianceForm mode="create" initial={EMPTY_COMPLIANCE_VALUES} />
    </PortalCreate>
  );
}
