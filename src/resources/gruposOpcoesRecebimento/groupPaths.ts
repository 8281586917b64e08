/** The group screens of spec part 2, 2.5 beside the resource's own list and form. */
export const groupPaths = {
  conditions: (id: number | string) => `/confOpcoesRecebimento/${encodeURIComponent(String(id))}`,
  suppliers: (id: number | string) => `/fornecedoresGrupo/${encodeURIComponent(String(id))}`,
  editSuppliers: (id: number | string) => `/fornecedoresGrupo-ae/${encodeURIComponent(String(id))}`,
};
