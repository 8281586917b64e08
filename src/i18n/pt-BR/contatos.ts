import { communicationTexts } from './comunicados';

/** Contacts (/contatos, /contatos-ae, /contatos/arquivos/{id}); form, rules and actions as the announcements'. */
export const contatos = {
  name: 'Contato |||| Contatos',
  title: 'Contatos',
  entity: 'Contato',
  fields: {
    groupName: 'Grupo',
    grupo_id: 'Grupo',
    titulo: 'Título',
    descricao: 'Descrição',
    diretorio: 'Arquivo ou URL',
  },
  filters: {
    grupo: 'Grupo',
    anexo: 'Arquivo ou URL',
  },
  messages: {
    created: 'Contato adicionado com sucesso!',
    updated: 'Contato editado com sucesso!',
    createFailure: 'Não foi possível adicionar o contato!',
    updateFailure: 'Não foi possível editar o contato!',
    removed: 'Contato removido com sucesso!',
    removeFailure: 'Não foi possível remover o contato!',
    groupsFailure: 'Erro na recuperação de dados de grupo!',
  },
  ...communicationTexts,
} as const;

export default { resources: { contatos } };
