import { demoPdf } from '../files/demoPdf';

/** The seed's protocol: a real one-page PDF of several wrapped paragraphs (always the same bytes). */
export function seededProtocolPdf(): Uint8Array {
  return demoPdf('Protocolo Logístico - Recebimento de Mercadorias', [
    'Este protocolo orienta os fornecedores sobre a entrega de mercadorias nos centros de distribuição da empresa: 101 Extrema-MG e 40 Jandira-SP.',
    'Agendamento: toda entrega precisa de agendamento confirmado no portal. Veículos sem agendamento não são recebidos.',
    'Documentos: apresentar a nota fiscal e o comprovante do protocolo de pedido impresso; os números dos pedidos devem constar na nota.',
    'Horários: recebimento de segunda a sexta-feira, das 7h às 16h. Chegar com 30 minutos de antecedência ao horário agendado.',
    'Carga: paletizada, com altura máxima de 1,80 m, etiquetas visíveis e volumes identificados por pedido e produto.',
    'Ocorrências: avarias, faltas ou divergências são registradas no ato do recebimento e comunicadas ao fornecedor.',
  ]);
}
