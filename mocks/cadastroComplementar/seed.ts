import type { AssignorRow, BankDetailsRow, SupplierRegistrationRow } from '../../src/dataProviders/cadastroComplementar/wire';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';

/** A stored registration (the row without the supplier's name, which the people table holds). */
export type RegistrationRecord = Omit<SupplierRegistrationRow, 'personName'> & { updatedBy: string };
export type AssignorRecord = AssignorRow & { idFDEm: number; idFCed: number };
export type BankDetailsRecord = BankDetailsRow & { idFDEm: number; idFDBa: number };

declare module '../db/tables' {
  interface Tables {
    supplierRegistrations: RegistrationRecord[];
    registrationAssignors: AssignorRecord[];
    registrationBankDetails: BankDetailsRecord[];
  }
}

const NO = { isSoleSigner: 'N', inSignsCessionAgreement: 'N', inEndorsementSigner: 'N', inGuarantor: 'N', inIssuesPromissoryNote: 'N', inRelatedParty: 'N', inRepresentative: 'N' } as const;

/**
 * 2000001 and the large supplier 3000001 are registered (ATUALIZAR); 1000001 is not (CADASTRAR), so that its first
 * registration can be made in a demo. Every CPF and CNPJ has valid check digits.
 */
export function seedRegistrations(): Pick<Tables, 'supplierRegistrations' | 'registrationAssignors' | 'registrationBankDetails'> {
  return {
    supplierRegistrations: [
      {
        idFDEm: 501, personId: 2000001, cnpj: '11222333000181', riskClassification: 'B', annualBilling: 4_850_000, creditLimit: 350_000, socialCapital: 1_200_000,
        minApprovalSignatures: 1, constitutionDate: '14/03/2009', companyType: 4, companySize: 2, receitaRegistrationStatus: 'A', updatedBy: '0000003',
      },
      {
        idFDEm: 502, personId: 3000001, cnpj: '45781236000140', riskClassification: 'AA', annualBilling: 182_400_000.5, creditLimit: 12_000_000, socialCapital: 40_000_000,
        minApprovalSignatures: 2, constitutionDate: '02/08/1996', companyType: 8, companySize: 4, receitaRegistrationStatus: 'A', updatedBy: '0000003',
      },
    ],
    registrationAssignors: [
      {
        idFDEm: 501, idFCed: 9001, cnpj: null, cpf: '12345678909', fullName: 'RAFAEL TEIXEIRA LIMA', personalEmail: 'rafael.lima@casabela.com.br', areaCode: '11', phone: '987654321',
        ...NO, isSoleSigner: 'S', inSignsCessionAgreement: 'S', inRepresentative: 'S',
      },
      {
        idFDEm: 502, idFCed: 9002, cnpj: null, cpf: '39053344705', fullName: 'HELENA COSTA MARTINS', personalEmail: 'helena.martins@grandemoveis.com.br', areaCode: '54', phone: '32114455',
        ...NO, inSignsCessionAgreement: 'S', inEndorsementSigner: 'S', inRepresentative: 'S',
      },
      {
        idFDEm: 502, idFCed: 9003, cnpj: '33901572000109', cpf: null, fullName: 'HOLDING MARTINS PARTICIPACOES S.A.', personalEmail: 'financeiro@holdingmartins.com.br', areaCode: '54', phone: '32110000',
        ...NO, inGuarantor: 'S', inRelatedParty: 'S',
      },
    ],
    registrationBankDetails: [
      { idFDBa: 8001, idFDEm: 501, agency: '1234', bankInstitutionId: '341', bankInstitutionName: 'Itaú Unibanco S.A.', checkingAccount: '456789', bankDataNotes: 'CONTA PRINCIPAL PARA PAGAMENTOS' },
      { idFDBa: 8002, idFDEm: 502, agency: '0001', bankInstitutionId: '001', bankInstitutionName: 'Banco do Brasil S.A.', checkingAccount: '10203040X', bankDataNotes: 'CONTA DE COBRANCA' },
      { idFDBa: 8003, idFDEm: 502, agency: '3344', bankInstitutionId: '237', bankInstitutionName: 'Banco Bradesco S.A.', checkingAccount: '778899', bankDataNotes: 'CONTA PARA ANTECIPACOES' },
    ],
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedRegistrations;
