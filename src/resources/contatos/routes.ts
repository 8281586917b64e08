import ContactsIcon from '@mui/icons-material/Contacts';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

/** Contacts (/contatos, /contatos-ae[/{id}]), declared on their line below; views load on first use. */
export const contatosResource = {
  name: 'contatos',
  list: lazyScreen(() => import('./ContatoList'), 'ContatoList'),
  create: lazyScreen(() => import('./ContatoCreate'), 'ContatoCreate'),
  edit: lazyScreen(() => import('./ContatoEdit'), 'ContatoEdit'),
  icon: ContactsIcon,
  recordRepresentation: (record: { titulo?: string }) => record.titulo ?? '',
} satisfies ResourceProps;

/** /contatos/arquivos/{id}: the contact's file viewer. */
export const contatoArquivoScreen = lazyScreen(() => import('./ContatoArquivoPage'), 'ContatoArquivoPage');

/** The contacts area's route lines (spec part 1 menu table: ver-lista-de-contatos, manter-contatos). */
export const contatosRoutes: readonly RouteLine[] = [
  {
    path: '/contatos',
    access: ['ver-lista-de-contatos', 'manter-contatos'],
    write: { access: ['manter-contatos'], create: '/contatos-ae', edit: '/contatos-ae/:id' },
    resource: contatosResource,
    menu: { label: 'contacts', icon: ContactsIcon, position: 14, group: 'documents' },
  },
  { path: '/contatos/arquivos/:id', name: 'contatoArquivo', access: ['ver-lista-de-contatos', 'manter-contatos'], screen: contatoArquivoScreen },
];
