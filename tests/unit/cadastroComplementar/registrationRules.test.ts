import {
  addRow,
  assignorOf,
  assignorProblems,
  bankProblems,
  canDelete,
  centsOf,
  deleteRow,
  editRow,
  EMPTY_PROFILE,
  emptyAssignor,
  emptyBank,
  hasUnsavedRows,
  profileOf,
  profileProblems,
  trackedRows,
  typedAccount,
  type ProfileDraft,
} from '../../../src/custom/cadastroComplementar/registrationRules';

const TODAY = new Date(2026, 10, 27);

const DRAFT: ProfileDraft = {
  cnpj: '04.921.884/0001-78',
  riskClass: 'AA',
  companyType: 8,
  companySize: 4,
  taxStatus: 'F',
  annualBilling: '123456',
  creditLimit: '0',
  socialCapital: '100',
  minApprovalSignatures: '0',
  constitutionDate: new Date(2026, 10, 27),
};

describe('registration rules: general information', () => {
  it('a complete draft has no problems and becomes the profile (amounts from cents, digits only, ISO date)', () => {
    expect(profileProblems(DRAFT, TODAY)).toEqual({});
    expect(profileOf(DRAFT)).toEqual({
      cnpj: '04921884000178', riskClass: 'AA', companyType: 8, companySize: 4, taxStatus: 'F',
      annualBilling: 1234.56, creditLimit: 0, socialCapital: 1, minApprovalSignatures: 0, constitutionDate: '2026-11-27',
    });
  });

  it('names each missing or wrong field', () => {
    expect(profileProblems(EMPTY_PROFILE, TODAY)).toEqual({
      cnpj: 'cnpjRequired', riskClass: 'riskClassRequired', companyType: 'companyTypeRequired', companySize: 'companySizeRequired',
      taxStatus: 'taxStatusRequired', annualBilling: 'annualBillingRequired', creditLimit: 'creditLimitRequired', socialCapital: 'socialCapitalRequired',
      minApprovalSignatures: 'minSignaturesRequired', constitutionDate: 'constitutionDateRequired',
    });
    expect(profileProblems({ ...DRAFT, cnpj: '11.111.111/1111-11' }, TODAY).cnpj).toBe('cnpjInvalid');
    expect(profileProblems({ ...DRAFT, cnpj: '04.921.884/0001-79' }, TODAY).cnpj).toBe('cnpjInvalid');
    expect(profileProblems({ ...DRAFT, minApprovalSignatures: '-1' }, TODAY).minApprovalSignatures).toBe('minSignaturesNegative');
    expect(profileProblems({ ...DRAFT, constitutionDate: new Date(2026, 10, 28) }, TODAY).constitutionDate).toBe('constitutionDateFuture');
    expect(profileProblems({ ...DRAFT, constitutionDate: new Date(Number.NaN) }, TODAY).constitutionDate).toBe('dateInvalid');
  });

  it('money is typed as cents', () => {
    expect(centsOf('R$ 1.234,56')).toBe('123456');
    expect(centsOf('0,05')).toBe('5');
    expect(centsOf('')).toBe('');
  });
});

describe('registration rules: assignors and bank accounts', () => {
  const assignor = { ...emptyAssignor(), fullName: 'ana souza', personalEmail: 'Ana@X.com.br', areaCode: '11', phone: '12345678' };

  it('exactly one of CPF or CNPJ, each with its check digits', () => {
    expect(assignorProblems(assignor).document).toBe('documentOne');
    expect(assignorProblems({ ...assignor, cpf: '529.982.247-25', cnpj: '11.222.333/0001-81' }).document).toBe('documentOne');
    expect(assignorProblems({ ...assignor, cpf: '529.982.247-25' })).toEqual({});
    expect(assignorProblems({ ...assignor, cpf: '529.982.247-26' }).cpf).toBe('cpfInvalid');
    expect(assignorProblems({ ...assignor, cnpj: '11.222.333/0001-82' }).cnpj).toBe('cnpjInvalid');
  });

  it('name, e-mail, area code and phone', () => {
    const cpf = '529.982.247-25';
    expect(assignorProblems({ ...assignor, cpf, fullName: ' ' }).fullName).toBe('fullNameRequired');
    expect(assignorProblems({ ...assignor, cpf, personalEmail: 'ana@' }).personalEmail).toBe('emailInvalid');
    expect(assignorProblems({ ...assignor, cpf, areaCode: '1' }).areaCode).toBe('areaCodeInvalid');
    expect(assignorProblems({ ...assignor, cpf, phone: '1234567' }).phone).toBe('phoneInvalid');
    expect(assignorProblems({ ...assignor, cpf, phone: '123456789' })).toEqual({});
    expect(assignorOf({ ...assignor, cpf }, 7)).toMatchObject({ assignorId: 7, cpf: '52998224725', cnpj: '', fullName: 'ANA SOUZA', personalEmail: 'ana@x.com.br' });
    expect(Object.values(emptyAssignor().indicators).every((value) => value === false)).toBe(true);
  });

  it('bank: agency up to 4 digits, account digits or X up to 14, notes up to 200', () => {
    const bank = { ...emptyBank(), bankId: '001', bankName: 'Banco do Brasil S.A.', agency: '1234', checkingAccount: '12345678901234', notes: 'X' };
    expect(bankProblems(bank)).toEqual({});
    expect(bankProblems(emptyBank())).toEqual({ bankId: 'bankRequired', agency: 'agencyRequired', checkingAccount: 'accountRequired', notes: 'notesRequired' });
    expect(bankProblems({ ...bank, agency: '12345' }).agency).toBe('agencyInvalid');
    expect(bankProblems({ ...bank, checkingAccount: '123456789012345' }).checkingAccount).toBe('accountInvalid');
    expect(bankProblems({ ...bank, notes: 'A'.repeat(201) }).notes).toBe('notesTooLong');
    expect(typedAccount('12-34x5678901234567')).toBe('1234X5678901234');
  });
});

describe('registration rules: change tracking', () => {
  const saved = trackedRows([{ id: 1 }, { id: 2 }], (item) => item.id);

  it('saved rows start unchanged; an edit gives A, or keeps I on a new row', () => {
    expect(saved.map((row) => row.operation)).toEqual(['', '']);
    expect(hasUnsavedRows(saved)).toBe(false);
    const edited = editRow(saved, saved[0].key, { id: 1 });
    expect(edited[0].operation).toBe('A');
    const added = addRow(saved, { id: 0 });
    expect(added[2].operation).toBe('I');
    expect(editRow(added, added[2].key, { id: 9 })[2]).toMatchObject({ operation: 'I', item: { id: 9 } });
    expect(hasUnsavedRows(added)).toBe(true);
  });

  it('a deleted saved row becomes E, a never-saved one disappears, and the last standing row stays', () => {
    const deleted = deleteRow(saved, saved[0].key);
    expect(deleted.map((row) => row.operation)).toEqual(['E', '']);
    expect(canDelete(deleted, saved[1].key)).toBe(false);
    expect(deleteRow(deleted, saved[1].key)).toEqual(deleted);
    const added = addRow(deleted, { id: 0 });
    expect(deleteRow(added, added[2].key)).toEqual(deleted);
    expect(canDelete(added, saved[0].key)).toBe(false);
  });
});
