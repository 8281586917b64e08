/** The demo accounts of ../shared/demo-accounts.md. */
export const ACCOUNTS = {
  master: { codigo: '0000001', senha: 'master123', nome: 'Mariana Prado Albuquerque', role: 'Master' },
  comercial: { codigo: '0000002', senha: 'comercial1', nome: 'Rafael Teixeira Lima', role: 'Admin - Comercial' },
  sourcing: { codigo: '0000003', senha: 'sourcing1', nome: 'Juliana Ramos Ferreira', role: 'Admin - sourcing' },
  moveis: { codigo: '1000001', senha: 'moveis123', nome: 'Móveis Serra Gaúcha Indústria Ltda', role: 'Fornecedor' },
  acessorios: { codigo: '2000001', senha: 'acess123', nome: 'Acessórios Casa Bela Comércio Ltda', role: 'Fornecedor' },
  bloqueado: { codigo: '1000002', senha: 'bloq1234', nome: 'Estofados Vale Verde Ltda', role: 'Fornecedor' },
  renovacao: { codigo: '1000003', senha: 'renova12', nome: 'Madeiras Nova Era Ltda', role: 'Fornecedor' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
