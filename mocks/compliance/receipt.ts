import { demoPdf } from '../files/demoPdf';
import { maskedCpf } from './rules';
import type { ComplianceDocumentRecord, ComplianceSignatureRecord } from './seed';

const brDay = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The signature receipt (beyond the spec): what was signed (title, validity, the SHA-256 of the file as signed), by
 * whom (name, role, masked CPF, e-mail) and when, so the supplier can prove it. One A4 page of plain text.
 */
export function receiptPdf(doc: ComplianceDocumentRecord, signature: ComplianceSignatureRecord): Uint8Array {
  const [day, time] = signature.signedAt.split('T');
  return demoPdf('Comprovante de assinatura', [
    `Documento: ${doc.title}`,
    `Vigência: ${brDay(doc.startDate)} a ${brDay(doc.endDate)}`,
    `Fornecedor: ${signature.personId}`,
    `Signatário: ${signature.representativeName}`,
    `Cargo: ${signature.roleDescription}`,
    `CPF: ${maskedCpf(signature.cpfNumber)}`,
    `E-mail: ${signature.mailAddress}`,
    `Assinado em: ${brDay(day)} ${time}`,
    'SHA-256 do arquivo assinado:',
    signature.fileSha256,
  ]);
}
