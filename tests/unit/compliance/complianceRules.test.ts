import { hasReceipt, maySign } from '../../../src/resources/compliance/complianceRules';

describe('compliance row rules', () => {
  it('the sign icon: a pending document, never for Master, Admin - Comercial or Admin - sourcing', () => {
    expect(maySign({ pending: true }, 'Fornecedor')).toBe(true);
    expect(maySign({ pending: false }, 'Fornecedor')).toBe(false);
    for (const role of ['Master', 'Admin - Comercial', 'Admin - sourcing']) expect(maySign({ pending: true }, role)).toBe(false);
  });

  it('the receipt: a signed document', () => {
    expect(hasReceipt({ signedAt: '2026-11-20T10:31:00' })).toBe(true);
    expect(hasReceipt({ signedAt: null })).toBe(false);
  });
});
