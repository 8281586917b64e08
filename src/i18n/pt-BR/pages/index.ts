import { calendario } from './calendario';
import { contact } from '../faleConosco';
import { gerenciarPedidos } from './gerenciarPedidos';
import { home } from './home';
import { opcaoRecebimento, paymentOptions } from '../opcoesRecebimento';
import { pedidoCompra } from './pedidoCompra';
import { profile } from './profile';
import { themes } from './themes';

/** Strings of the custom pages (namespace `pages`): pages.<page>.*; one file per page. */
export const pages = { calendario, contact, gerenciarPedidos, home, opcaoRecebimento, paymentOptions, pedidoCompra, profile, themes } as const;
