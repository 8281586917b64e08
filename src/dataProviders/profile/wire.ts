/** The body of PUT /pessoa/{codigo} and /pessoa/renovacao/{codigo}. */
export interface ProfilePayload {
  codigo: string;
  nome: string;
  senha: string;
}
