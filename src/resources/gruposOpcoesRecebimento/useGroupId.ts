import { useParams } from 'react-router-dom';

/** The group of a /confOpcoesRecebimento/{id} or /fornecedoresGrupo[-ae]/{id} route (NaN when the route's id is not a number). */
export function useGroupId(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}
