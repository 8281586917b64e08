import type { LabelFormat } from '../../src/dataProviders/gerenciarPedidos/labels/wire';
import type { Branch } from '../../src/types/api';
import { demoPdf } from '../files/demoPdf';
import type { OrderLineRecord } from '../pedidos/seed';
import { code128C } from './code128';

export type LabelLine = Pick<
  OrderLineRecord,
  'productId' | 'productName' | 'numericCode' | 'colorAbbreviation' | 'purchaseOrderId' | 'branchId' | 'branchName' | 'personId' | 'personName' | 'itemQuantity'
>;

/** The label's barcode: branch (3 digits), order (10) and product (7), 20 digits for Code 128 subset C. */
export function labelCode(line: Pick<LabelLine, 'branchId' | 'purchaseOrderId' | 'productId'>): string {
  return `${String(line.branchId).padStart(3, '0')}${String(line.purchaseOrderId).padStart(10, '0')}${String(line.productId).padStart(7, '0')}`;
}

/** The file key of a product line's label: deterministic per product (with its order and branch) and format. */
export function labelKey(line: Pick<LabelLine, 'branchId' | 'purchaseOrderId' | 'productId'>, format: LabelFormat): string {
  return `etiquetas/${line.branchId}/etiqueta_${line.productId}_${line.purchaseOrderId}.${format}`;
}

const KEY = /^etiquetas\/(\d+)\/etiqueta_(\d+)_(\d+)\.(pdf|zpl)$/;

/** What a key names, or undefined when it is not a label key. */
export function parseLabelKey(key: string): { branchId: number; productId: number; purchaseOrderId: number; format: LabelFormat } | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  return { branchId: Number(match[1]), productId: Number(match[2]), purchaseOrderId: Number(match[3]), format: match[4] as LabelFormat };
}

export const labelFileName = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

const TITLE = 'ETIQUETA DE EXPEDIÇÃO T&S';

function labelLines(line: LabelLine, branch: Branch | undefined): [string, string][] {
  return [
    ['Fornecedor', `${line.personId} - ${line.personName}`],
    ['Pedido', String(line.purchaseOrderId)],
    ['Filial', `${line.branchId} - ${branch?.externalBranchName ?? line.branchName}`],
    ['Produto', String(line.productId)],
    ['Descrição', line.productName],
    ['Código numérico', String(line.numericCode)],
    ['Cor', line.colorAbbreviation],
    ['Quantidade', String(line.itemQuantity)],
  ];
}

/** ZPL field data cannot hold the format and control prefixes. */
const fieldData = (text: string): string => text.replace(/[\^~]/g, ' ');

/**
 * A 4 x 6 in label at 203 dpi in ZPL II: UTF-8 text (^CI28), the product, order and branch, and the code as a Code 128
 * barcode (^BC) with its digits under it. Starts with ^XA and ends with ^XZ.
 */
export function zplLabel(line: LabelLine, branch: Branch | undefined): string {
  const rows = labelLines(line, branch).map(([label, value], index) => `^FO40,${120 + index * 50}^A0N,32,32^FD${fieldData(`${label}: ${value}`)}^FS`);
  return [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    `^FO40,40^A0N,48,48^FD${fieldData(TITLE)}^FS`,
    ...rows,
    `^FO40,${140 + rows.length * 50}^BY3^BCN,200,Y,N,N^FD${labelCode(line)}^FS`,
    '^XZ',
  ].join('\n');
}

const PDF_PAGE = { width: 288, height: 432 };
const MODULE = 1.1;
const TEXT_SIZE = 10;
/** The page less its margins (18 pt each side) and the 12 pt indent of a continued line. */
const TEXT_WIDTH = PDF_PAGE.width - 36 - 12;

/** The text in lines that fit, broken between words (a word longer than a line is broken where it must). */
export function wrapped(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The same label as a 4 x 6 in PDF (pdf-lib, loaded only when a PDF label is asked for), barcode drawn bar by bar. */
export async function pdfLabel(line: LabelLine, branch: Branch | undefined): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Etiqueta ${line.productId} - pedido ${line.purchaseOrderId}`);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PDF_PAGE.width, PDF_PAGE.height]);
  const black = rgb(0, 0, 0);
  let y = PDF_PAGE.height - 36;
  page.drawText(TITLE, { x: 18, y, size: 13, font: bold, color: black });
  y -= 28;
  for (const [label, value] of labelLines(line, branch)) {
    const font = label === 'Produto' ? bold : regular;
    // Every word is printed: a long value goes on in lines of its own under it, never cut.
    wrapped(`${label}: ${value}`, (text) => font.widthOfTextAtSize(text, TEXT_SIZE) <= TEXT_WIDTH).forEach((text, index) => {
      page.drawText(text, { x: 18 + (index > 0 ? 12 : 0), y, size: TEXT_SIZE, font, color: black });
      y -= index > 0 ? 13 : 0;
    });
    y -= 18;
  }
  const code = labelCode(line);
  const widths = code128C(code);
  const barsWidth = widths.reduce((sum, width) => sum + width, 0) * MODULE;
  let x = (PDF_PAGE.width - barsWidth) / 2;
  const barHeight = 80;
  const barTop = 40 + barHeight;
  widths.forEach((width, index) => {
    if (index % 2 === 0) page.drawRectangle({ x, y: barTop - barHeight, width: width * MODULE, height: barHeight, color: black });
    x += width * MODULE;
  });
  page.drawText(code, { x: (PDF_PAGE.width - regular.widthOfTextAtSize(code, 10)) / 2, y: 24, size: 10, font: regular, color: black });
  return pdf.save();
}

/** The labels manual (GET /etiqueta/manual): how to download and print the labels. */
export function labelManualPdf(): Uint8Array {
  return demoPdf('Manual de etiquetas de expedição T&S', [
    'Este manual explica como baixar e imprimir as etiquetas de expedição dos produtos dos seus pedidos.',
    '1. Na tela Gerenciar pedidos, selecione de 1 a 50 produtos (abas Todos pedidos, Agendamentos confirmados ou no detalhe do Protocolo de agendamento).',
    '2. Clique em DOWNLOAD ETIQUETA e escolha o formato: PDF, para impressoras comuns, ou ZPL, para impressoras térmicas Zebra.',
    '3. As etiquetas são entregues em um arquivo compactado (.zip) com um arquivo por produto. Extraia o arquivo antes de imprimir.',
    '4. Etiquetas em PDF: imprima em tamanho real (100%), sem ajustar à página, em papel ou etiqueta de 10 x 15 cm.',
    '5. Etiquetas em ZPL: envie o arquivo diretamente à impressora térmica (203 dpi, etiqueta de 10 x 15 cm), pelo utilitário da impressora ou por cópia para a porta da impressora.',
    '6. Imprima uma cópia da etiqueta para cada volume do produto e cole-a em local plano e visível, sem cobrir o código de barras. O código de barras identifica a filial de entrega, o pedido e o produto.',
    'Em caso de dúvidas, entre em contato com o comprador responsável pelo pedido.',
  ]);
}
