/** Scorecard (/scorecard): spec part 3, sections 2 and 8, and the demo's own report of the supplier's figures. */
export const scorecard = {
  title: 'Scorecard',
  supplier: 'Fornecedor',
  selectSupplier: 'Selecione o fornecedor',
  loadFailure: 'Erro ao carregar dados!',
  loading: 'Carregando o scorecard…',
  urlRefused: 'O relatório não pode ser exibido: o endereço recebido do servidor não é permitido.',
  embedFailure: 'Não foi possível exibir o relatório do Power BI.',
  powerBiFrame: 'Relatório do scorecard (Power BI)',
  reportTitle: 'Scorecard de %{supplier}',
  period: 'Últimos 12 meses',
  supplierSeries: 'Fornecedor',
  median: 'Mediana da categoria',
  month: 'Mês',
  noValue: 'Sem entregas',
  figures: {
    otif: 'OTIF por mês',
    onTime: 'Entregas no prazo',
    noShowDiscount: 'Descontos por no-show',
    lateChangeDiscount: 'Descontos por alteração tardia',
    delayDays: 'Atrasos (dias)',
  },
  /** What each figure measures, under its title. */
  hints: {
    otif: 'Entregas no prazo e completas sobre as entregas agendadas do mês.',
    onTime: 'Entregas recebidas até a data agendada.',
    noShowDiscount: 'Agendamentos confirmados que não foram entregues (2% do valor).',
    lateChangeDiscount: 'Agendamentos alterados em cima da hora (1% do valor).',
    delayDays: 'Média de dias de atraso das entregas atrasadas.',
  },
  tableCaption: '%{figure}: valores por mês do fornecedor e mediana da categoria',
  periodValue: '12 meses: %{value}',
  trend: {
    label: 'Tendência de 12 meses',
    better: 'melhorando (%{change} por mês)',
    worse: 'piorando (%{change} por mês)',
    same: 'estável',
    none: 'dados insuficientes',
  },
  position: {
    label: 'Mediana da categoria',
    better: '%{median}: o fornecedor está melhor que a mediana',
    worse: '%{median}: o fornecedor está pior que a mediana',
    same: '%{median}: o fornecedor está na mediana',
    none: 'sem dados para comparar',
  },
  units: {
    percent: '%{value} p.p.',
    days: '%{value} dias',
    count: '%{value} entregas',
  },
} as const;

export default { pages: { scorecard } };
