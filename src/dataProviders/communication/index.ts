import { toServerDate } from '../../i18n/format';
import type { CommunicationSave } from '../../resources/communication/communication';
import type { Query } from '../core/http';

export type { CommunicationSave };

/**
 * The multipart body of POST /comunicado, /contato and PUT /{entity}/{id} with the spec's field names: Titulo,
 * Descricao, Grupo (contacts), Lancamento, Termino (dd/MM/yyyy), Fl_all, Fornecedores (JSON list of
 * { id_pessoa, id_cfg: 0, email }) (announcements), Doc (the PDF) and Diretorio (the URL or the kept path).
 */
export function communicationFormData(data: CommunicationSave, kind: 'announcement' | 'contact'): FormData {
  const form = new FormData();
  form.append('Titulo', data.titulo.trim());
  form.append('Descricao', data.descricao.trim());
  if (kind === 'contact') form.append('Grupo', String(data.grupo ?? ''));
  if (kind === 'announcement') {
    form.append('Lancamento', data.lancamento ? toServerDate(data.lancamento) : '');
    form.append('Termino', data.termino ? toServerDate(data.termino) : '');
    const flAll = data.flAll !== false;
    form.append('Fl_all', String(flAll));
    const chosen = flAll ? [] : (data.fornecedores ?? []);
    form.append('Fornecedores', JSON.stringify(chosen.map(({ id_pessoa, email }) => ({ id_pessoa, id_cfg: 0, email }))));
  }
  if (data.file) form.append('Doc', data.file);
  form.append('Diretorio', data.file ? '' : data.url || data.keptPath);
  return form;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The list's search and filters as the table calls' query: q, anexo (file | url | none), vigencia, grupo. */
export function communicationListQuery(filter: Record<string, unknown>): Query {
  return {
    q: text(filter.q),
    anexo: text(filter.anexo),
    vigencia: text(filter.vigencia),
    grupo: filter.grupo === undefined || filter.grupo === null || filter.grupo === '' ? undefined : String(filter.grupo),
  };
}
