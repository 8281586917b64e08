import { HttpResponse } from 'msw';
import { registrationProvider } from '../../../src/dataProviders/cadastroComplementar';
import type { RegistrationSave } from '../../../src/custom/cadastroComplementar/supplementaryRegistration';
import { TOKEN_COOKIE, USER_CODE_COOKIE } from '../../../src/session/cookies';
import { recordCalls } from '../dataProviders/recordCalls';

const R = 'cadastroComplementar';

beforeEach(() => vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=tok-reg; ${USER_CODE_COOKIE}=0000003` }));
afterEach(() => vi.unstubAllGlobals());

const sent = async (request: Request) => (await request.json()) as { query: string; variables: Record<string, unknown> };

const SAVE: RegistrationSave = {
  supplierId: 3000001,
  registrationId: 502,
  profile: {
    cnpj: '45781236000140', riskClass: 'AA', annualBilling: 10.5, creditLimit: 2, socialCapital: 3, minApprovalSignatures: 2,
    constitutionDate: '1996-08-02', companyType: 8, companySize: 4, taxStatus: 'A',
  },
  assignors: [
    {
      key: 'saved-9002',
      operation: 'A',
      item: {
        assignorId: 9002, cpf: '39053344705', cnpj: '', fullName: 'HELENA', personalEmail: 'h@x.com', areaCode: '54', phone: '32114455',
        indicators: { soleSigner: true, signsCessionAgreement: false, endorsementSigner: false, guarantor: false, issuesPromissoryNote: false, relatedParty: false, representative: true },
      },
    },
  ],
  bankAccounts: [
    { key: 'saved-8002', operation: 'E', item: { bankAccountId: 8002, bankId: '001', bankName: 'Banco do Brasil S.A.', agency: '0001', checkingAccount: '10203040X', notes: 'N' } },
    { key: 'new-1', operation: 'I', item: { bankAccountId: null, bankId: '077', bankName: 'Banco Inter S.A.', agency: '0001', checkingAccount: '55', notes: 'NOVA' } },
  ],
};

describe('supplementary registration provider: the GraphQL calls', () => {
  it('updateSupplier carries the wire names, dd/MM/yyyy, S/N indicators, each row with its operation and the session user as personIdOperation', async () => {
    const seen = recordCalls('post', '', { data: { updateSupplier: { message: 'ok' } } }, 'graphql');
    expect(await registrationProvider.save(R, SAVE)).toEqual({ created: false });
    expect(seen).toHaveLength(1);
    const { query, variables } = await sent(seen[0]);
    expect(query).toMatch(/^mutation updateSupplier\(/);
    expect(variables).toEqual({
      supplier: {
        idFDEm: 502, personId: '3000001', cnpj: '45781236000140', riskClassification: 'AA', annualBilling: 10.5, creditLimit: 2, socialCapital: 3,
        minApprovalSignatures: 2, constitutionDate: '02/08/1996', companyType: 8, companySize: 4, receitaRegistrationStatus: 'A',
      },
      assignors: [
        {
          operation: 'A',
          assignor: {
            idFDEm: 502, idFCed: 9002, cpf: '39053344705', cnpj: null, fullName: 'HELENA', personalEmail: 'h@x.com', areaCode: '54', phone: '32114455',
            isSoleSigner: 'S', inSignsCessionAgreement: 'N', inEndorsementSigner: 'N', inGuarantor: 'N', inIssuesPromissoryNote: 'N', inRelatedParty: 'N', inRepresentative: 'S',
          },
        },
      ],
      banksDetails: [
        { operation: 'E', bankDetails: { idFDBa: 8002, idFDEm: 502, agency: '0001', bankInstitutionId: '001', bankInstitutionName: 'Banco do Brasil S.A.', checkingAccount: '10203040X', bankDataNotes: 'N' } },
        { operation: 'I', bankDetails: { idFDBa: null, idFDEm: 502, agency: '0001', bankInstitutionId: '077', bankInstitutionName: 'Banco Inter S.A.', checkingAccount: '55', bankDataNotes: 'NOVA' } },
      ],
      personIdOperation: '0000003',
    });
    expect(seen[0].headers.get('User-Token')).toBe('tok-reg');
  });

  it('a new registration is registerSupplier with idFDEm null', async () => {
    const seen = recordCalls('post', '', { data: { registerSupplier: { message: 'ok' } } }, 'graphql');
    expect(await registrationProvider.save(R, { ...SAVE, registrationId: null })).toEqual({ created: true });
    const { query, variables } = await sent(seen[0]);
    expect(query).toMatch(/^mutation registerSupplier\(/);
    expect((variables.supplier as { idFDEm: unknown }).idFDEm).toBeNull();
  });

  it('a 404 from getSupplier is "no registration"; any other error fails the read', async () => {
    recordCalls('post', '', () => HttpResponse.json({ data: null, errors: [{ message: 'x', extensions: { code: 404 } }] }), 'graphql');
    expect(await registrationProvider.registration(R, { supplierId: 1000001 })).toBeNull();
    recordCalls('post', '', () => HttpResponse.json({ data: null, errors: [{ message: 'falhou', extensions: { code: 500 } }] }), 'graphql');
    await expect(registrationProvider.registration(R, { supplierId: 1000001 })).rejects.toMatchObject({ message: 'falhou', code: 500 });
  });

  it('a registration row missing its fields is refused, not shown half-empty', async () => {
    const row = {
      idFDEm: 5, personId: 1, personName: 'X', cnpj: '45781236000140', riskClassification: 'A', annualBilling: 1, creditLimit: 1, socialCapital: 1,
      minApprovalSignatures: 0, constitutionDate: '02/08/1996', companyType: 1, companySize: 1, receitaRegistrationStatus: 'A',
    };
    for (const broken of [{ riskClassification: 'Z' }, { annualBilling: null }, { constitutionDate: '1996-08-02' }, { companyType: 9 }]) {
      recordCalls('post', '', { data: { getSupplier: { ...row, ...broken } } }, 'graphql');
      await expect(registrationProvider.registration(R, { supplierId: 1 })).rejects.toMatchObject({ message: 'Campos necessários, não foram retornados pelo servidor!' });
    }
  });
});
