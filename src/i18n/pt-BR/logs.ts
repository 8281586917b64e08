/** Strings of the Logs screen (/logs) and of the lines the portal writes to the log (POST /log). */
export const logs = {
  name: 'Log |||| Logs',
  title: 'Logs',
  fields: {
    type: 'Tipo',
    occurredAt: 'Data',
    text: 'Descrição',
  },
  filters: {
    tipo: 'Tipo',
    idFornecedor: 'Fornecedor',
  },
  types: {
    audit: 'Auditória',
    error: 'Erro',
  },
  lines: {
    sessionLoaded: 'Sessão carregada:',
    screenLoaded: 'Tela carregada: %{title}',
    requestFailed: 'Falha na chamada %{method} %{path} (%{status}): %{detail}',
  },
} as const;

export default { resources: { logs } };
