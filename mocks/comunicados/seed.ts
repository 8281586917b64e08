import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays, format, parseISO } from 'date-fns';
import { DEMO_ACCOUNTS } from '../auth/seed';
import type { PessoaRecord } from '../db/tables';
import { seedSuppliers } from '../fornecedores/seed';

/** A supplier allowed to see an announcement that is not for everyone (spec part 1, section 3: fornecedores). */
export interface AnnouncementSupplierRecord {
  id_pessoa: number;
  email: string;
}

/**
 * An announcement (comunicado) as the legacy database keeps it: the fuller form/table entity of spec
 * part 1, section 3. The home reads it in the legacy list shape; the announcements admin edits it.
 */
export interface AnnouncementRecord {
  id: number;
  titulo: string;
  descricao: string;
  /** URL, or a stored file path containing ';@Assets/'. */
  diretorio: string;
  /** Start of validity, local 'yyyy-MM-ddTHH:mm:ss'. */
  lancamento: string;
  /** End of validity, local 'yyyy-MM-ddTHH:mm:ss'. */
  termino: string;
  fl_autentificado: boolean;
  /** true: every supplier sees it; false: only `fornecedores`. */
  fl_all: boolean;
  fornecedores: AnnouncementSupplierRecord[];
}

declare module '../db/tables' {
  interface Tables {
    announcements: AnnouncementRecord[];
  }
}

const FAKER_SEED = 2026_0310;

type Audience = 'all' | 'M' | 'A' | 'demo';

interface Template {
  titulo: string;
  descricao: string;
  link: 'url' | 'file' | 'none';
  slug: string;
  /** Days from the seed date: start and end of validity. */
  from: number;
  to: number;
  audience: Audience;
}

/** Valid today unless said otherwise; the last two are expired and not yet released. */
const TEMPLATES: Template[] = [
  { titulo: 'Novo horário de recebimento no CD Extrema', descricao: 'A partir da próxima semana o centro de distribuição de Extrema recebe cargas de segunda a sábado, das 6h às 22h. Agendamentos fora da janela serão recusados.', link: 'url', slug: 'recebimento-cd-extrema', from: -2, to: 30, audience: 'all' },
  { titulo: 'Atualização da política de agendamento', descricao: 'Pedidos devem ser agendados com no mínimo 48 horas de antecedência. Reagendamentos passam a ser aceitos uma única vez por pedido.', link: 'file', slug: 'politica-agendamento-2026.pdf', from: -5, to: 60, audience: 'all' },
  { titulo: 'Manual do fornecedor 2026', descricao: 'Consulte a nova edição do manual com as regras de cadastro, faturamento, entrega e qualidade.', link: 'file', slug: 'manual-do-fornecedor-2026.pdf', from: -20, to: 345, audience: 'all' },
  { titulo: 'Inventário anual: recebimento suspenso', descricao: 'Durante o inventário anual o recebimento ficará suspenso por dois dias. Pedidos com agenda nesse período serão remanejados pela equipe de logística.', link: 'none', slug: '', from: -1, to: 15, audience: 'all' },
  { titulo: 'Novas regras de etiquetagem de volumes', descricao: 'Todos os volumes devem trazer etiqueta com código de barras EAN-13, número do pedido e quantidade de volumes da nota fiscal.', link: 'url', slug: 'etiquetagem-volumes', from: -8, to: 90, audience: 'all' },
  { titulo: 'Campanha Black Friday: antecipação de pedidos', descricao: 'Os pedidos da campanha serão emitidos com antecedência. Confirme a capacidade de produção com o seu analista de compras.', link: 'url', slug: 'black-friday-fornecedores', from: -3, to: 45, audience: 'all' },
  { titulo: 'Prazo de envio de notas de devolução', descricao: 'As notas fiscais de devolução devem ser emitidas em até 5 dias úteis após a comunicação da retirada.', link: 'none', slug: '', from: -12, to: 20, audience: 'all' },
  { titulo: 'Treinamento online do Portal do Fornecedor', descricao: 'Inscreva-se no treinamento sobre agendamento, pagamentos e documentos de compliance. Vagas limitadas.', link: 'url', slug: 'treinamento-portal', from: 0, to: 10, audience: 'all' },
  { titulo: 'Código de conduta de fornecedores', descricao: 'Leia e aceite o código de conduta atualizado na área de Compliance do portal.', link: 'file', slug: 'codigo-de-conduta.pdf', from: -30, to: 335, audience: 'all' },
  { titulo: 'Alteração no calendário de pagamentos', descricao: 'Os pagamentos a fornecedores passam a ser realizados às terças e quintas-feiras.', link: 'none', slug: '', from: -4, to: 25, audience: 'all' },
  { titulo: 'Padrão de embalagem para móveis montados', descricao: 'Móveis montados devem ser entregues com cantoneiras e filme stretch. Confira as especificações de embalagem.', link: 'file', slug: 'padrao-embalagem-moveis.pdf', from: -6, to: 120, audience: 'M' },
  { titulo: 'Coleção outono-inverno de acessórios', descricao: 'Envie as amostras da coleção de decoração e utilidades até o fim do mês para avaliação da equipe de produto.', link: 'url', slug: 'colecao-outono-inverno', from: -2, to: 28, audience: 'A' },
  { titulo: 'Feriado prolongado: janela de agendamento', descricao: 'Na semana do feriado as janelas de agendamento serão reduzidas. Planeje suas entregas com antecedência.', link: 'none', slug: '', from: -1, to: 12, audience: 'all' },
  { titulo: 'Pesquisa de satisfação dos fornecedores', descricao: 'Responda à pesquisa anual de satisfação e ajude a melhorar o relacionamento com a rede.', link: 'url', slug: 'pesquisa-satisfacao', from: -9, to: 21, audience: 'demo' },
  { titulo: 'Reajuste da tabela de frete 2025', descricao: 'Comunicado encerrado: tabela de frete do ano anterior.', link: 'file', slug: 'tabela-frete-2025.pdf', from: -120, to: -30, audience: 'all' },
  { titulo: 'Mudança de endereço do escritório central', descricao: 'O escritório central mudará de endereço. Novos dados serão publicados em breve.', link: 'none', slug: '', from: 15, to: 60, audience: 'all' },
];

const supplierRef = (row: Pick<PessoaRecord, 'codigo' | 'email'>): AnnouncementSupplierRecord => ({ id_pessoa: Number(row.codigo), email: row.email });

/** Announcements around the seed date (≥ 12 valid ones), some for everyone, some for chosen suppliers. */
export function seedAnnouncements(seedDate: string): { announcements: AnnouncementRecord[] } {
  const suppliers = [
    ...DEMO_ACCOUNTS.filter((account) => account.supplierType).map((account) => ({ ...account, type: account.supplierType! })),
    ...seedSuppliers().map((row) => ({ ...row, type: row.supplierType! })),
  ];
  faker.seed(FAKER_SEED);
  const day = parseISO(seedDate);
  const at = (offset: number, end: boolean): string => {
    const time = end ? '23:59:59' : `${String(faker.number.int({ min: 7, max: 18 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}:00`;
    return `${format(addDays(day, offset), 'yyyy-MM-dd')}T${time}`;
  };
  const audience = (who: Audience): AnnouncementSupplierRecord[] => {
    if (who === 'all') return [];
    if (who === 'demo') return suppliers.filter((row) => row.codigo === '1000001' || row.codigo === '2000001').map(supplierRef);
    return suppliers.filter((row) => row.type === who).map(supplierRef);
  };
  return {
    announcements: TEMPLATES.map((template, index) => ({
      id: 101 + index,
      titulo: template.titulo,
      descricao: template.descricao,
      diretorio:
        template.link === 'url'
          ? `https://fornecedores.varejo-casa.com.br/comunicados/${template.slug}`
          : template.link === 'file'
            ? `comunicados;@Assets/comunicados/${template.slug}`
            : '',
      lancamento: at(template.from, false),
      termino: at(template.to, true),
      fl_autentificado: true,
      fl_all: template.audience === 'all',
      fornecedores: audience(template.audience),
    })),
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedAnnouncements;
