import { app } from './pt-BR/app';
import { kit } from './pt-BR/kit';
import { ra } from './pt-BR/ra';
import { pages } from './pt-BR/pages';
import { resources } from './pt-BR/resources';

export const ptBR = { ra, app, kit, resources, pages };
export type Messages = typeof ptBR;
