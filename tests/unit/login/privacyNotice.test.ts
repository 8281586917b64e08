import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitWidthScale } from '../../../src/kit/pdf/pdfScale';

// public/aviso-de-privacidade.pdf, written by scripts/privacy-pdf.mjs.
const pdf = readFileSync(new URL('../../../public/aviso-de-privacidade.pdf', import.meta.url));
const source = pdf.toString('latin1');
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The bytes of a PDF literal string (the part between its parentheses). */
function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    if (literal[i] !== '\\') {
      bytes.push(literal.charCodeAt(i));
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(literal.slice(i + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length;
    } else {
      bytes.push(literal.charCodeAt(++i));
    }
  }
  return bytes;
}

interface Line {
  size: number;
  text: string;
}

/** The lines the content stream draws ('/F1 <size> Tf … (<text>) Tj'), decoded from WinAnsi. */
function drawnLines(): Line[] {
  const stream = /stream\n([\s\S]*?)endstream/.exec(source)![1];
  const winAnsi = new TextDecoder('windows-1252');
  return [...stream.matchAll(/\/F1 ([\d.]+) Tf[^(]*\(((?:\\.|[^\\)])*)\) Tj/g)].map(([, size, literal]) => ({
    size: Number(size),
    text: winAnsi.decode(new Uint8Array(literalBytes(literal))),
  }));
}

const text = () => drawnLines().map((line) => line.text).join(' ');

describe('the privacy notice PDF', () => {
  it('is a well-formed PDF: every cross-reference points at its object, startxref at the table', () => {
    expect(source.startsWith('%PDF-1.4\n')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(source)![1]);
    expect(source.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...source.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(source.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(source)![1]);
    const start = source.indexOf('stream\n') + 'stream\n'.length;
    expect(source.slice(start + length)).toMatch(/^endstream/);
  });

  it('uses Helvetica with WinAnsiEncoding, which carries the Portuguese letters', () => {
    expect(source).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });

  it('reads with its accents: são, código, gestão, relação, áreas, logística, Retenção, obrigações, correção, Versão', () => {
    const notice = text();
    expect(notice).toContain('Aviso de Privacidade - Portal do Fornecedor');
    for (const paragraph of [
      'Este aviso explica como os dados pessoais de representantes de fornecedores são tratados no Portal do Fornecedor.',
      '1. Dados coletados: código do fornecedor, nome, e-mail e registros de acesso.',
      '2. Finalidade: gestão de pedidos, agendamentos, pagamentos, notas fiscais, qualidade e conformidade (compliance) da relação comercial.',
      '3. Compartilhamento: apenas com áreas internas de compras, logística, financeiro e qualidade, e com operadores contratados para o portal.',
      '4. Retenção: pelo prazo da relação comercial e obrigações legais (LGPD).',
      '5. Direitos do titular: acesso, correção, anonimização e eliminação, pelo canal Fale Conosco do portal ou com o seu analista de compras.',
      `Versão ${version}`,
    ]) {
      expect(notice).toContain(paragraph);
    }
    expect(notice).not.toMatch(/\b(sao|codigo|gestao|relacao|areas|logistica|Retencao|obrigacoes|correcao|anonimizacao|eliminacao|Versao)\b/);
  });

  it('fitted to a phone (375 px), its body text reads at 11 px or more', () => {
    const pageWidth = Number(/\/MediaBox \[0 0 ([\d.]+) [\d.]+\]/.exec(source)![1]);
    // A full-screen dialog on a 375 px phone, 8 px of dialog padding and 8 px of viewer gutter on each side.
    const room = 375 - 2 * 8 - 2 * 8;
    const bodySize = Math.min(...drawnLines().map((line) => line.size));
    expect(fitWidthScale(room, pageWidth) * bodySize).toBeGreaterThanOrEqual(11);
  });
});
