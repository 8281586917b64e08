#!/usr/bin/env node
// Writes public/aviso-de-privacidade.pdf, the privacy notice of the login screen: `node scripts/privacy-pdf.mjs`.
// A hand-written PDF with no dependency: Helvetica (a standard font every reader has) in WinAnsiEncoding, which
// carries Portuguese letters (ã ç é í ó ô õ ú …). The page is phone-sized (360 pt wide, as tall as the text) so
// that, fitted to a phone's width by the viewer, the 12 pt text reads at about 11 px; on a wider screen it grows.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(root, 'public', 'aviso-de-privacidade.pdf');

const PAGE = { width: 360, margin: 24, top: 40 };
const TITLE = { size: 15, leading: 19 };
const BODY = { size: 12, leading: 16 };
const PARAGRAPH_GAP = 8;

/** Helvetica's advance widths (1/1000 em) for WinAnsi codes 32–126, from Adobe's standard font metrics. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];

/** The notice: a title, then paragraphs; a numbered item's later lines hang under its text. */
function notice(version) {
  return {
    title: 'Aviso de Privacidade - Portal do Fornecedor',
    paragraphs: [
      'Este aviso explica como os dados pessoais de representantes de fornecedores são tratados no Portal do Fornecedor.',
      '1. Dados coletados: código do fornecedor, nome, e-mail e registros de acesso.',
      '2. Finalidade: gestão de pedidos, agendamentos, pagamentos, notas fiscais, qualidade e conformidade (compliance) da relação comercial.',
      '3. Compartilhamento: apenas com áreas internas de compras, logística, financeiro e qualidade, e com operadores contratados para o portal.',
      '4. Retenção: pelo prazo da relação comercial e obrigações legais (LGPD).',
      '5. Direitos do titular: acesso, correção, anonimização e eliminação, pelo canal Fale Conosco do portal ou com o seu analista de compras.',
      `Versão ${version}`,
    ],
  };
}

/** WinAnsi byte of a character; the notice uses ASCII and Latin-1 letters only, where WinAnsi and Latin-1 agree. */
function winAnsiByte(char) {
  const code = char.codePointAt(0);
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  throw new Error(`privacy-pdf: '${char}' has no WinAnsi code here`);
}

function charWidth(char) {
  const code = winAnsiByte(char);
  if (code <= 0x7e) return ASCII_WIDTHS[code - 0x20];
  // An accented letter is as wide as its base letter (í and Í: 278).
  const base = char.normalize('NFD')[0];
  return Math.max(charWidth(base), 278);
}

function textWidth(text, size) {
  return ([...text].reduce((sum, char) => sum + charWidth(char), 0) * size) / 1000;
}

/** Greedy word wrap: the first line is `width` wide, the others `width - hang`. */
function wrap(text, size, width, hang = 0) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    const room = lines.length === 0 ? width : width - hang;
    if (line && textWidth(candidate, size) > room) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  lines.push(line);
  return lines;
}

/** A PDF literal string: backslash and parentheses escaped, bytes above 126 as octal escapes (the file stays ASCII). */
function pdfString(text) {
  let out = '';
  for (const char of text) {
    const code = winAnsiByte(char);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `(${out})`;
}

/** The page: its height, and its content stream (one text object per line, placed with Tm from the top). */
function page({ title, paragraphs }) {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = [];
  let depth = PAGE.top;
  for (const line of wrap(title, TITLE.size, width)) {
    lines.push({ text: line, x: PAGE.margin, depth, font: TITLE });
    depth += TITLE.leading;
  }
  for (const paragraph of paragraphs) {
    depth += PARAGRAPH_GAP;
    const number = /^\d+\. /.exec(paragraph)?.[0] ?? '';
    const hang = textWidth(number, BODY.size);
    wrap(paragraph, BODY.size, width, hang).forEach((line, index) => {
      lines.push({ text: line, x: index === 0 ? PAGE.margin : PAGE.margin + hang, depth, font: BODY });
      depth += BODY.leading;
    });
  }
  const height = depth + PAGE.margin;
  const ops = lines.map(({ text, x, depth: at, font }) => `BT /F1 ${font.size} Tf 1 0 0 1 ${x} ${height - at} Tm ${pdfString(text)} Tj ET`);
  return { height, stream: `${ops.join('\n')}\n` };
}

/** The whole file: catalog, pages, page, content stream, font, cross-reference table. */
function privacyNoticePdf(version) {
  const { height, stream } = page(notice(version));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  writeFileSync(OUTPUT, privacyNoticePdf(version));
  console.log(`privacy-pdf: wrote ${path.relative(root, OUTPUT)} (version ${version})`);
}
