export const fornecedores = {
  name: 'Fornecedor |||| Fornecedores',
  fields: {
    ID_PESSOA: 'Código',
    NM_PESSOA: 'Nome',
    RET_EMAIL_PESSOA: 'E-mail',
  },
} as const;

export default { resources: { fornecedores } };
