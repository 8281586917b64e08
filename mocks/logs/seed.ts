import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';

/** A row of the log table: what GET /log reads plus the writer (idFornecedor). */
export interface LogRecord {
  DS_TIPO: 'I' | 'W' | 'E';
  /** Local date-time 'yyyy-MM-ddTHH:mm:ss', as the legacy server stores it. */
  DT_EVENTO: string;
  DS_LOG: string;
  /** Code of the user whose session wrote the line. */
  idFornecedor: string;
}

declare module '../db/tables' {
  interface Tables {
    logs: LogRecord[];
  }
}

const FAKER_SEED = 2026_0301;
export const LOG_SEED_ROWS = 1_200;
const SPREAD_SECONDS = 60 * 24 * 60 * 60;

/** Writers of the seeded lines: staff, the demo suppliers and some suppliers without a login. */
const WRITERS = [
  '0000001', '0000002', '0000003',
  '1000001', '1000001', '1000001', '2000001', '2000001', '1000003',
  '1000004', '1000005', '1000006', '1000007', '2000002', '2000003', '2000004', '3000001',
];

const SCREENS = ['Início', 'Pedidos agendados', 'Pedidos não agendados', 'Pagamentos', 'Notas', 'Protocolos', 'Gerenciar pedidos', 'Comunicados', 'Perfil'];

const FILE_NAMES = ['ficha-tecnica', 'catalogo-colecao', 'laudo-qualidade', 'certificado-fsc', 'nota-fiscal', 'protocolo-entrega'];

const ANNOUNCEMENTS = [
  'Novo horário de recebimento no CD Extrema',
  'Coleção outono-inverno de acessórios',
  'Novas regras de etiquetagem de volumes',
  'Treinamento online do Portal do Fornecedor',
  'Pesquisa de satisfação dos fornecedores',
];

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'yyyy-MM-ddTHH:mm:ss' in local time. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const brDate = (date: Date): string => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

function orderNumber(): number {
  return faker.number.int({ min: 4_000_000, max: 4_999_999 });
}

function infoLine(at: Date): string {
  const later = new Date(at.getTime() + faker.number.int({ min: 1, max: 20 }) * 864e5);
  switch (faker.number.int({ min: 0, max: 8 })) {
    case 0:
      return `Pedido ${orderNumber()} agendado para ${brDate(later)}`;
    case 1:
      return `Tela carregada: ${faker.helpers.arrayElement(SCREENS)}`;
    case 2:
      return `Nota fiscal ${faker.number.int({ min: 100_000, max: 999_999 })} enviada para o pedido ${orderNumber()}`;
    case 3:
      return `Protocolo de agendamento ${faker.number.int({ min: 10_000, max: 99_999 })} gerado para ${brDate(later)}`;
    case 4:
      return `Relatório de devolução ${faker.number.int({ min: 1_000, max: 9_999 })} aprovado pela qualidade`;
    case 5:
      return `Comunicado "${faker.helpers.arrayElement(ANNOUNCEMENTS)}" publicado para todos os fornecedores`;
    case 6:
      return `Opção de recebimento alterada no pedido ${orderNumber()}`;
    case 7:
      return `Dados do perfil editados pelo usuário`;
    default:
      return `Resposta da consulta de pedidos pendentes: ${faker.number.int({ min: 12, max: 40 })} pedidos de ${faker.company.name()}, entre eles ${Array.from({ length: 12 }, orderNumber).join(', ')}; agendamento pendente no CD Extrema`;
  }
}

function warningLine(): string {
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0:
      return `Tentativa de agendamento fora da janela de entrega para o pedido ${orderNumber()}`;
    case 1:
      return `Arquivo ${faker.helpers.arrayElement(FILE_NAMES)}-${faker.number.int({ min: 100, max: 999 })}.pdf recusado: Tamanho máximo de arquivo 7mb.`;
    case 2:
      return 'Campo titulo não pode ter mais de 50 caracteres!';
    default:
      return `Consulta de pedidos pendentes demorou ${faker.number.int({ min: 3_000, max: 9_000 })} ms`;
  }
}

function errorLine(): string {
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0:
      return 'Falha ao consultar pagamentos: tempo esgotado';
    case 1:
      return `Falha na chamada GET /notas (500): Erro ao carregar dados!`;
    case 2:
      return `Erro ao enviar e-mail para o grupo ${faker.number.int({ min: 1, max: 30 })}: serviço indisponível`;
    default:
      return `Não foi possível gerar o protocolo do pedido ${orderNumber()}`;
  }
}

/** ≥ 1,000 lines over the 60 days before the seed day (own faker seed: the same rows for the same seedDate). */
export function seedLogs(seedDate: string): LogRecord[] {
  faker.seed(FAKER_SEED);
  const [year, month, day] = seedDate.split('-').map(Number);
  const end = new Date(year, month - 1, day).getTime();
  const rows = Array.from({ length: LOG_SEED_ROWS }, (): LogRecord => {
    const at = new Date(end - faker.number.int({ min: 1, max: SPREAD_SECONDS }) * 1000);
    const roll = faker.number.int({ min: 1, max: 100 });
    const DS_TIPO = roll <= 60 ? 'I' : roll <= 75 ? 'W' : 'E';
    const DS_LOG = DS_TIPO === 'I' ? infoLine(at) : DS_TIPO === 'W' ? warningLine() : errorLine();
    return { DS_TIPO, DT_EVENTO: localDateTime(at), DS_LOG, idFornecedor: faker.helpers.arrayElement(WRITERS) };
  });
  return rows.sort((a, b) => a.DT_EVENTO.localeCompare(b.DT_EVENTO));
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = (seedDate) => ({ logs: seedLogs(seedDate) });
