/** Staff's answers summary at /formularios/resumo/{id} (beyond the spec). */
export const formulariosResumo = {
  title: 'Resumo das respostas',
  browserTitle: 'Formulários',
  back: 'Voltar',
  loading: 'Carregando respostas',
  failure: 'Ocorreu um erro ao tentar buscar respostas do formulário!',
  answered: '%{answered} de %{recipients} fornecedores responderam',
  question: 'Questão %{n}: %{title}',
  noAnswers: 'Nenhuma resposta ainda.',
  chart: {
    loading: 'Carregando gráfico',
    label: 'Respostas por opção de %{title}',
    option: 'Opção',
    count: 'Respostas',
  },
  numeric: {
    count: 'Respostas',
    min: 'Mínimo',
    median: 'Mediana',
    max: 'Máximo',
  },
  text: {
    supplier: 'Fornecedor',
    answer: 'Resposta',
  },
  pending: {
    title: 'Fornecedores que ainda não responderam',
    none: 'Todos os fornecedores responderam.',
    export: 'Exportar pendentes (CSV)',
    fileName: 'pendentes - %{title}',
    code: 'Código',
    supplier: 'Fornecedor',
    email: 'E-mail',
  },
} as const;

export default { pages: { formulariosResumo } };
