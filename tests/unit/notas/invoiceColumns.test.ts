import { cellText, INVOICE_COLUMNS } from '../../../src/resources/notas/invoiceColumns';
import type { Invoice } from '../../../src/resources/notas/invoices';

const column = (field: keyof Invoice) => INVOICE_COLUMNS.find((candidate) => candidate.field === field)!;

describe('invoice cells (as the table shows them)', () => {
  const invoice = { invoiceOriginIssueDate: null, issueDate: '2026-11-20T00:00:00', totalAmount: 1234.5, netValue: null, invoiceNote: null } as unknown as Invoice;

  it("shows an empty date as '-' and an empty amount as 'R$ 0,00' (spec part 2, section 1); other empty cells stay blank", () => {
    expect(cellText(invoice, column('invoiceOriginIssueDate'))).toBe('-');
    expect(cellText(invoice, column('netValue'))).toBe('R$ 0,00');
    expect(cellText(invoice, column('invoiceNote'))).toBe('');
  });

  it('shows dates as dd/MM/yyyy and amounts in reais', () => {
    expect(cellText(invoice, column('issueDate'))).toBe('20/11/2026');
    expect(cellText(invoice, column('totalAmount'))).toBe('R$ 1.234,50');
  });
});
