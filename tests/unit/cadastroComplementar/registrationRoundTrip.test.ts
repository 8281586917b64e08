// @vitest-environment jsdom
import { db } from '../../../mocks/db/db';
import { REGISTRATION_MESSAGES } from '../../../mocks/cadastroComplementar/rules';
import type { Assignor, BankAccount, RegistrationSave, SupplierProfile, TrackedRow } from '../../../src/custom/cadastroComplementar/supplementaryRegistration';
import { registrationProvider } from '../../../src/dataProviders/cadastroComplementar';
import { TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from '../../../src/session/cookies';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';

const R = 'cadastroComplementar';

async function signIn(account: AccountName): Promise<void> {
  const { codigo, senha } = ACCOUNTS[account];
  writeCookie(TOKEN_COOKIE, await tokenOf(codigo, senha));
  writeCookie(USER_CODE_COOKIE, codigo);
}

const PROFILE: SupplierProfile = {
  cnpj: '04921884000178',
  riskClass: 'A',
  annualBilling: 1_250_000.5,
  creditLimit: 80_000,
  socialCapital: 500_000,
  minApprovalSignatures: 2,
  constitutionDate: '2011-05-20',
  companyType: 4,
  companySize: 3,
  taxStatus: 'A',
};

const NO = { soleSigner: false, signsCessionAgreement: false, endorsementSigner: false, guarantor: false, issuesPromissoryNote: false, relatedParty: false, representative: false };

const assignor = (overrides: Partial<Assignor> = {}): Assignor => ({
  assignorId: null,
  cpf: '52998224725',
  cnpj: '',
  fullName: 'CARLA MENDES RIBEIRO',
  personalEmail: 'carla@moveis.com.br',
  areaCode: '54',
  phone: '999887766',
  indicators: { ...NO, representative: true },
  ...overrides,
});

const account = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  bankAccountId: null,
  bankId: '104',
  bankName: 'Caixa Econômica Federal',
  agency: '0412',
  checkingAccount: '12345X',
  notes: 'CONTA PRINCIPAL',
  ...overrides,
});

const row = <T,>(operation: TrackedRow<T>['operation'], item: T): TrackedRow<T> => ({ key: String(Math.random()), operation, item });

const firstSave = (): RegistrationSave => ({
  supplierId: 1000001,
  registrationId: null,
  profile: PROFILE,
  assignors: [row('I', assignor())],
  bankAccounts: [row('I', account())],
});

describe('supplementary registration: provider over the mock', () => {
  it('1000001 has none (the 404), registers, then reads back exactly what it sent, with ids', async () => {
    await signIn('moveis');
    expect(await registrationProvider.registration(R, { supplierId: 1000001 })).toBeNull();
    expect(await registrationProvider.save(R, firstSave())).toEqual({ created: true });
    const stored = await registrationProvider.registration(R, { supplierId: 1000001 });
    expect(stored?.profile).toEqual(PROFILE);
    expect(stored?.supplierName).toBe('Móveis Serra Gaúcha Indústria Ltda');
    expect(stored?.assignors).toEqual([{ ...assignor(), assignorId: expect.any(Number) }]);
    expect(stored?.bankAccounts).toEqual([{ ...account(), bankAccountId: expect.any(Number) }]);
    expect(db.tables.supplierRegistrations.find((r) => r.personId === 1000001)?.updatedBy).toBe('1000001');
  });

  it('an update applies A, E and I and leaves the unchanged rows; a second registerSupplier is refused', async () => {
    await signIn('sourcing');
    const before = await registrationProvider.registration(R, { supplierId: 3000001 });
    if (!before) throw new Error('3000001 is seeded');
    const [kept, edited] = before.assignors;
    const [removed, untouched] = before.bankAccounts;
    await registrationProvider.save(R, {
      supplierId: 3000001,
      registrationId: before.registrationId,
      profile: { ...before.profile, riskClass: 'C' },
      assignors: [row('', kept), row('A', { ...edited, phone: '33334444' })],
      bankAccounts: [row('E', removed), row('', untouched), row('I', account({ bankId: '260', bankName: 'x' }))],
    });
    const after = await registrationProvider.registration(R, { supplierId: 3000001 });
    expect(after?.profile.riskClass).toBe('C');
    expect(after?.assignors).toEqual([kept, { ...edited, phone: '33334444' }]);
    expect(after?.bankAccounts.map((a) => [a.bankId, a.bankName])).toEqual([
      [untouched.bankId, untouched.bankName],
      ['260', 'Nu Pagamentos S.A. (Nubank)'],
    ]);
    await expect(registrationProvider.save(R, { ...firstSave(), supplierId: 3000001 })).rejects.toMatchObject({ message: REGISTRATION_MESSAGES.alreadyRegistered, code: 409 });
  });

  it('the bank institutions are real codes and names', async () => {
    await signIn('acessorios');
    const banks = await registrationProvider.banks(R, {});
    expect(banks).toEqual(expect.arrayContaining([
      { id: '001', name: 'Banco do Brasil S.A.' },
      { id: '104', name: 'Caixa Econômica Federal' },
      { id: '237', name: 'Banco Bradesco S.A.' },
      { id: '341', name: 'Itaú Unibanco S.A.' },
      { id: '033', name: 'Banco Santander (Brasil) S.A.' },
      { id: '260', name: 'Nu Pagamentos S.A. (Nubank)' },
      { id: '077', name: 'Banco Inter S.A.' },
    ]));
  });

  it('a supplier reads and writes only its own registration: updateSupplier for 3000001 is refused and changes nothing', async () => {
    await signIn('acessorios');
    await expect(registrationProvider.registration(R, { supplierId: 3000001 })).rejects.toMatchObject({ message: REGISTRATION_MESSAGES.otherSupplier });
    const stored = JSON.stringify([db.tables.supplierRegistrations, db.tables.registrationAssignors, db.tables.registrationBankDetails]);
    await expect(
      registrationProvider.save(R, { supplierId: 3000001, registrationId: 502, profile: PROFILE, assignors: [row('I', assignor())], bankAccounts: [row('I', account())] }),
    ).rejects.toMatchObject({ message: REGISTRATION_MESSAGES.otherSupplier, code: 403 });
    expect(JSON.stringify([db.tables.supplierRegistrations, db.tables.registrationAssignors, db.tables.registrationBankDetails])).toBe(stored);
  });

  it.each([
    ['a CNPJ with a wrong check digit', { ...firstSave(), profile: { ...PROFILE, cnpj: '04921884000179' } }, REGISTRATION_MESSAGES.cnpj],
    ['both CPF and CNPJ on an assignor', { ...firstSave(), assignors: [row('I', assignor({ cnpj: '11222333000181' }))] }, REGISTRATION_MESSAGES.assignorDocument],
    ['an assignor CPF with a wrong check digit', { ...firstSave(), assignors: [row('I', assignor({ cpf: '52998224726' }))] }, REGISTRATION_MESSAGES.assignorDocument],
    ['an agency of 5 digits', { ...firstSave(), bankAccounts: [row('I', account({ agency: '12345' }))] }, REGISTRATION_MESSAGES.agency],
    ['no bank account', { ...firstSave(), bankAccounts: [] }, REGISTRATION_MESSAGES.oneEach],
    ['a constitution date in the future', { ...firstSave(), profile: { ...PROFILE, constitutionDate: '2999-01-01' } }, REGISTRATION_MESSAGES.constitutionDate],
  ])('the server refuses %s and stores nothing', async (_name, save, message) => {
    await signIn('moveis');
    await expect(registrationProvider.save(R, save)).rejects.toMatchObject({ message });
    expect(db.tables.supplierRegistrations.some((r) => r.personId === 1000001)).toBe(false);
  });

  it('deleting the last bank account of a registration is refused', async () => {
    await signIn('acessorios');
    const before = await registrationProvider.registration(R, { supplierId: 2000001 });
    if (!before) throw new Error('2000001 is seeded');
    await expect(
      registrationProvider.save(R, {
        supplierId: 2000001,
        registrationId: before.registrationId,
        profile: before.profile,
        assignors: before.assignors.map((item) => row('', item)),
        bankAccounts: before.bankAccounts.map((item) => row('E', item)),
      }),
    ).rejects.toMatchObject({ message: REGISTRATION_MESSAGES.oneEach });
    expect(db.tables.registrationBankDetails.filter((r) => r.idFDEm === before.registrationId)).toHaveLength(1);
  });
});
