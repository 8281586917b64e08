import { app } from './pt-BR/app';
import { kit } from './pt-BR/kit';
import { ra } from './pt-BR/ra';
import { resources } from './pt-BR/resources';

export const ptBR = { ra, app, kit, resources };
export type Messages = typeof ptBR;
