import { useTranslate, type Identifier } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { AddButton } from '../../kit/list/AddButton';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { COMPLIANCE_RESOURCE, type ComplianceDocument } from './complianceDocuments';
import { DocumentDialog } from './DocumentDialog';
import { DocumentRowActions } from './DocumentRowActions';
import { RemoveDocumentsButton } from './RemoveDocumentsButton';
import { SignQuestionDialog } from './SignQuestionDialog';
import { useComplianceList } from './useComplianceList';

const DATE_CELL = { whiteSpace: 'nowrap' } as const;

/**
 * /compliance: Id, Título, Descrição, the validity dates and the signature date. Administrators (admin-compliance) add,
 * open a row to edit and remove the selected rows; a reader opens a row's document, signs a pending one through the
 * yellow icon, and downloads the receipt of a signed one.
 */
export function ComplianceList() {
  const translate = useTranslate();
  const title = translate('resources.compliance.title');
  usePageTitle(title);
  const list = useComplianceList();

  const rowClick = (id: Identifier, _resource: string, record: ComplianceDocument): string | false => {
    if (list.isAdmin) return list.editPath(Number(id));
    list.read(record);
    return false;
  };

  return (
    <>
      <PortalList
        resource={COMPLIANCE_RESOURCE}
        title={title}
        sort={{ field: 'id', order: 'DESC' }}
        loadFailure={translate('resources.compliance.messages.loadFailure')}
        extraActions={list.isAdmin ? <AddButton to={list.addPath} label={translate('resources.compliance.list.add')} /> : undefined}
      >
        <PortalTable<ComplianceDocument>
          rowClick={rowClick}
          bulkActionButtons={list.isAdmin ? <RemoveDocumentsButton /> : false}
          data-testid="compliance-table"
        >
          <PortalTable.Col<ComplianceDocument> source="id" />
          <PortalTable.Col<ComplianceDocument> source="title" />
          <PortalTable.Col<ComplianceDocument> source="description" />
          <PortalTable.Col<ComplianceDocument> source="startDate" render={(record) => formatDate(record.startDate)} sx={DATE_CELL} />
          <PortalTable.Col<ComplianceDocument> source="endDate" render={(record) => formatDate(record.endDate)} sx={DATE_CELL} />
          <PortalTable.Col<ComplianceDocument> source="signedAt" render={(record) => formatDate(record.signedAt)} sx={DATE_CELL} />
          <PortalTable.Col<ComplianceDocument>
            label="resources.compliance.fields.actions"
            disableSort
            render={(record) => <DocumentRowActions document={record} list={list} />}
          />
        </PortalTable>
      </PortalList>
      {list.reading && <DocumentDialog document={list.reading} onClose={list.closeReading} />}
      <SignQuestionDialog open={list.signing !== null} onCancel={list.closeSigning} onContinue={list.continueToSign} />
    </>
  );
}
