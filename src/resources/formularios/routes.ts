import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { FORMS_RESOURCE } from './forms';

/** The forms (resource `formularios`): the list at /formularios, the editor at its `write` paths; views load on first use. */
export const formulariosResource = {
  name: FORMS_RESOURCE,
  list: lazyScreen(() => import('./FormularioList'), 'FormularioList'),
  create: lazyScreen(() => import('./FormularioCreate'), 'FormularioCreate'),
  edit: lazyScreen(() => import('./FormularioEdit'), 'FormularioEdit'),
  icon: PlaylistAddCheckIcon,
  recordRepresentation: (record: { title?: string }) => record.title ?? '',
} satisfies ResourceProps;

/** /formularios/responder/{id}: a form's preview and, for a supplier, its answers. */
const answerScreen = lazyScreen(() => import('./answer/FormularioResponderPage'), 'FormularioResponderPage');

/**
 * /formularios/resumo/{id}: staff's answers summary (beyond the spec). Mounted with the list's key, as a path under
 * /formularios that is not mounted falls to the resource's list; the page itself refuses anyone who does not manage forms.
 */
const summaryScreen = lazyScreen(() => import('./FormSummaryPage'), 'FormSummaryPage');

/**
 * The forms module's route lines (spec part 3, section 2): the list (`pathTo('formularios')`), the editor
 * (`pathTo('formularios.create')`, `pathTo('formularios.edit', { id })`), the answer screen
 * (`pathTo('responderFormulario', { id })`) and the summary (`pathTo('resumoFormulario', { id })`).
 */
export const formulariosRoutes: readonly RouteLine[] = [
  {
    path: '/formularios',
    access: ['listar-formularios'],
    inside: ['gerenciar-formularios'],
    write: { access: ['gerenciar-formularios'], create: '/formularios/cadastrar', edit: '/formularios/editar/:id' },
    resource: formulariosResource,
    menu: { label: 'forms', icon: PlaylistAddCheckIcon, position: 18, group: 'documents' },
  },
  { path: '/formularios/responder/:id', name: 'responderFormulario', access: ['listar-formularios'], screen: answerScreen },
  { path: '/formularios/resumo/:id', name: 'resumoFormulario', access: ['listar-formularios'], screen: summaryScreen },
];
