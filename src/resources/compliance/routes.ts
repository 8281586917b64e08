import SecurityIcon from '@mui/icons-material/Security';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { COMPLIANCE_RESOURCE, type ComplianceDocument } from './complianceDocuments';

/** Compliance documents (/compliance); the add and edit forms at /compliance-ae[/{id}]. Views load on first use. */
export const complianceResource = {
  name: COMPLIANCE_RESOURCE,
  list: lazyScreen(() => import('./ComplianceList'), 'ComplianceList'),
  create: lazyScreen(() => import('./ComplianceCreate'), 'ComplianceCreate'),
  edit: lazyScreen(() => import('./ComplianceEdit'), 'ComplianceEdit'),
  icon: SecurityIcon,
  recordRepresentation: (record: Pick<ComplianceDocument, 'title'>) => record.title,
} satisfies ResourceProps;

const signature = lazyScreen(() => import('./ComplianceSignaturePage'), 'ComplianceSignaturePage');

/**
 * The compliance area's route lines (spec part 3, section 2; permissions user-compliance and admin-compliance): the
 * list (`pathTo('compliance')`, its forms `compliance.create` / `compliance.edit`) and the signing page
 * (`pathTo('complianceSignature', { documentId })`).
 */
export const complianceRoutes: readonly RouteLine[] = [
  {
    path: '/compliance',
    access: ['user-compliance'],
    write: { access: ['admin-compliance'], create: '/compliance-ae', edit: '/compliance-ae/:id' },
    resource: complianceResource,
    inside: ['admin-compliance'],
    menu: { label: 'compliance', icon: SecurityIcon, position: 16, group: 'documents' },
  },
  { path: '/document-signature/:documentId', name: 'complianceSignature', access: ['user-compliance'], screen: signature },
];
