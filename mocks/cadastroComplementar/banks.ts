import type { BankInstitutionRow } from '../../src/dataProviders/cadastroComplementar/wire';

/** Brazilian banks by their COMPE code (the clearing code the Banco Central publishes). */
export const BANK_INSTITUTIONS: readonly BankInstitutionRow[] = [
  { bankInstitutionId: '001', bankInstitutionName: 'Banco do Brasil S.A.' },
  { bankInstitutionId: '033', bankInstitutionName: 'Banco Santander (Brasil) S.A.' },
  { bankInstitutionId: '041', bankInstitutionName: 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)' },
  { bankInstitutionId: '070', bankInstitutionName: 'BRB - Banco de Brasília S.A.' },
  { bankInstitutionId: '077', bankInstitutionName: 'Banco Inter S.A.' },
  { bankInstitutionId: '084', bankInstitutionName: 'Uniprime Norte do Paraná' },
  { bankInstitutionId: '104', bankInstitutionName: 'Caixa Econômica Federal' },
  { bankInstitutionId: '133', bankInstitutionName: 'Cresol Confederação' },
  { bankInstitutionId: '136', bankInstitutionName: 'Unicred do Brasil' },
  { bankInstitutionId: '208', bankInstitutionName: 'Banco BTG Pactual S.A.' },
  { bankInstitutionId: '212', bankInstitutionName: 'Banco Original S.A.' },
  { bankInstitutionId: '237', bankInstitutionName: 'Banco Bradesco S.A.' },
  { bankInstitutionId: '260', bankInstitutionName: 'Nu Pagamentos S.A. (Nubank)' },
  { bankInstitutionId: '290', bankInstitutionName: 'PagSeguro Internet S.A.' },
  { bankInstitutionId: '323', bankInstitutionName: 'Mercado Pago' },
  { bankInstitutionId: '336', bankInstitutionName: 'Banco C6 S.A.' },
  { bankInstitutionId: '341', bankInstitutionName: 'Itaú Unibanco S.A.' },
  { bankInstitutionId: '389', bankInstitutionName: 'Banco Mercantil do Brasil S.A.' },
  { bankInstitutionId: '422', bankInstitutionName: 'Banco Safra S.A.' },
  { bankInstitutionId: '633', bankInstitutionName: 'Banco Rendimento S.A.' },
  { bankInstitutionId: '655', bankInstitutionName: 'Banco Votorantim S.A.' },
  { bankInstitutionId: '745', bankInstitutionName: 'Banco Citibank S.A.' },
  { bankInstitutionId: '748', bankInstitutionName: 'Banco Cooperativo Sicredi S.A.' },
  { bankInstitutionId: '756', bankInstitutionName: 'Banco Cooperativo do Brasil S.A. (Sicoob)' },
];
