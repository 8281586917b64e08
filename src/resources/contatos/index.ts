import ContactsIcon from '@mui/icons-material/Contacts';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';

/** Contacts (/contatos, /contatos-ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const contatosResource = {
  name: 'contatos',
  list: lazy(() => import('./ContatoList').then((module) => ({ default: module.ContatoList }))),
  create: lazy(() => import('./ContatoCreate').then((module) => ({ default: module.ContatoCreate }))),
  edit: lazy(() => import('./ContatoEdit').then((module) => ({ default: module.ContatoEdit }))),
  icon: ContactsIcon,
  recordRepresentation: (record: { titulo?: string }) => record.titulo ?? '',
} satisfies ResourceProps;

/** /contatos/arquivos/{id}: the contact's file viewer. */
export const contatoArquivoScreen = lazyScreen(() => import('./ContatoArquivoPage'), 'ContatoArquivoPage');
