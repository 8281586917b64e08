import { addDays, format, parseISO } from 'date-fns';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { toBase64 } from '../files/storedFiles';
import { clausePages, pagedPdf } from './documentPdf';
import { docxOf, pptxOf, xlsxOf } from './officeFiles';
import { sha256Hex } from './sha256';

/** A stored compliance file: its bytes (base64), name, MIME type, extension (no dot) and SHA-256 (hex). */
export interface ComplianceFileRecord {
  name: string;
  type: string;
  extension: string;
  base64: string;
  sha256: string;
}

/** One signature: who signed for which supplier, when (local 'yyyy-MM-ddTHH:mm:ss'), and the SHA-256 of the file signed. */
export interface ComplianceSignatureRecord {
  personId: string;
  logonPersonId: string;
  representativeName: string;
  cpfNumber: string;
  mailAddress: string;
  roleDescription: string;
  signedAt: string;
  fileSha256: string;
}

/** A compliance document. Validity 'yyyy-MM-dd'. */
export interface ComplianceDocumentRecord {
  complianceId: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  file: ComplianceFileRecord;
  createdBy: string;
  signatures: ComplianceSignatureRecord[];
}

declare module '../db/tables' {
  interface Tables {
    complianceDocuments: ComplianceDocumentRecord[];
  }
}

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export function fileRecord(name: string, type: string, bytes: Uint8Array): ComplianceFileRecord {
  const dot = name.lastIndexOf('.');
  return { name, type, extension: dot > 0 ? name.slice(dot + 1).toLowerCase() : '', base64: toBase64(bytes), sha256: sha256Hex(bytes) };
}

type Kind = 'pdf' | 'docx' | 'xlsx' | 'pptx';

interface SeedDocument {
  title: string;
  description: string;
  from: number;
  to: number;
  kind: Kind;
  pages?: number;
  /** Who signed it: 2000001 every document released; 1000001 some. */
  signers: readonly ('1000001' | '2000001')[];
}

/**
 * Relative to the seed day: 1000001 has three documents valid today to sign (302, 303, 305), 2000001 none; 307 has
 * expired, 308 starts in 20 days. 302 is the 50-page PDF.
 */
const DOCUMENTS: readonly SeedDocument[] = [
  { title: 'Código de Conduta do Fornecedor 2026', description: 'Princípios éticos e de integridade exigidos de todos os fornecedores.', from: -60, to: 300, kind: 'pdf', pages: 3, signers: ['2000001', '1000001'] },
  { title: 'Política Anticorrupção', description: 'Regras de relacionamento com agentes públicos e privados (Lei 12.846/2013).', from: -200, to: 165, kind: 'pdf', pages: 50, signers: ['2000001'] },
  { title: 'Política de Proteção de Dados (LGPD)', description: 'Tratamento de dados pessoais de clientes e colaboradores compartilhados com o fornecedor.', from: -30, to: 335, kind: 'docx', signers: ['2000001'] },
  { title: 'Termo de Confidencialidade', description: 'Sigilo sobre preços, coleções e planos comerciais.', from: -90, to: 275, kind: 'pdf', pages: 2, signers: ['2000001', '1000001'] },
  { title: 'Declaração de Origem da Madeira', description: 'Origem legal e certificada da madeira utilizada nos produtos.', from: -10, to: 355, kind: 'xlsx', signers: ['2000001'] },
  { title: 'Política de Responsabilidade Socioambiental', description: 'Condições de trabalho, saúde, segurança e meio ambiente na cadeia de fornecimento.', from: -5, to: 360, kind: 'pptx', signers: ['2000001', '1000001'] },
  { title: 'Política de Brindes e Hospitalidade 2025', description: 'Versão anterior, encerrada.', from: -400, to: -35, kind: 'pdf', pages: 4, signers: ['2000001', '1000001'] },
  { title: 'Termo de Uso do Portal (nova versão)', description: 'Condições de uso do Portal do Fornecedor; vigente a partir do próximo mês.', from: 20, to: 385, kind: 'pdf', pages: 5, signers: [] },
];

/** The seeded signers: a legal representative of each demo supplier (valid CPFs). */
const REPRESENTATIVES = {
  '1000001': { representativeName: 'Carla Mendes Ribeiro', cpfNumber: '52998224725', mailAddress: 'carla.ribeiro@moveisdemo.com.br', roleDescription: 'Diretora Comercial' },
  '2000001': { representativeName: 'Rafael T. Lima', cpfNumber: '12345678909', mailAddress: 'rafael.lima@acessoriosdemo.com.br', roleDescription: 'Socio Administrador' },
} as const;

const slug = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function fileOf(doc: SeedDocument): ComplianceFileRecord {
  const name = `${slug(doc.title)}.${doc.kind}`;
  if (doc.kind === 'pdf') return fileRecord(name, MIME.pdf, pagedPdf(doc.title, clausePages(doc.title, doc.pages ?? 1)));
  if (doc.kind === 'docx') return fileRecord(name, MIME.docx, docxOf(doc.title, [doc.description, ...clausePages(doc.title, 2).flat()]));
  if (doc.kind === 'xlsx') return fileRecord(name, MIME.xlsx, xlsxOf('Origem', [['Produto', 'Espécie', 'Origem', 'Certificação'], ['Mesa de jantar', 'Eucalipto', 'Reflorestamento - MG', 'FSC'], ['Guarda-roupa', 'Pinus', 'Reflorestamento - PR', 'FSC']]));
  return fileRecord(name, MIME.pptx, pptxOf([doc.title, doc.description, 'Saúde e segurança no trabalho', 'Gestão de resíduos']));
}

export function seedCompliance(seedDate: string): { complianceDocuments: ComplianceDocumentRecord[] } {
  const day = parseISO(seedDate);
  const iso = (offset: number): string => format(addDays(day, offset), 'yyyy-MM-dd');
  const complianceDocuments = DOCUMENTS.map((doc, index): ComplianceDocumentRecord => {
    const file = fileOf(doc);
    return {
      complianceId: 301 + index,
      title: doc.title,
      description: doc.description,
      startDate: iso(doc.from),
      endDate: iso(doc.to),
      file,
      createdBy: '0000003',
      signatures: doc.signers.map((personId, order) => ({
        personId,
        logonPersonId: personId,
        ...REPRESENTATIVES[personId],
        signedAt: `${iso(doc.from + 2 + order)}T${String(9 + index).padStart(2, '0')}:${String(10 + order * 7).padStart(2, '0')}:00`,
        fileSha256: file.sha256,
      })),
    };
  });
  return { complianceDocuments };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedCompliance;
