import type { ProfilePayload } from '../../src/dataProviders/profile/wire';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, NO_PERMISSION, ok, type Caller, type EndpointContext } from '../http/endpoint';
import { PROFILE_MESSAGES, profileRefusal } from './rules';

export { PROFILE_MESSAGES } from './rules';

/**
 * Profile edit (spec part 1, section 7): a user edits only itself, with alterar-perfil; the server checks
 * the same rules as the form. The renewal call also clears the renewal flag.
 */
async function editProfile({ request, params, caller }: EndpointContext & { caller: Caller }, renewal: boolean): Promise<Response | undefined> {
  const codigo = String(params.codigo ?? '');
  // PUT /pessoa/setAtivo, /pessoa/updatePermissao… share this shape: leave them to their own handlers.
  if (!/^\d+$/.test(codigo)) return undefined;
  // Renewing is never refused for want of alterar-perfil: it is the only way into the portal.
  if (!renewal && !caller.permissions.has('alterar-perfil')) return fail(403, NO_PERMISSION);
  const body = await jsonBody<ProfilePayload>(request);
  if (codigo !== caller.user.codigo || (body.codigo !== undefined && String(body.codigo) !== codigo)) return fail(403, NO_PERMISSION);
  const nome = typeof body.nome === 'string' ? body.nome.trim() : '';
  const senha = typeof body.senha === 'string' ? body.senha : '';
  const refusal = profileRefusal(nome, senha);
  if (refusal) return fail(400, refusal);
  const user = db.tables.pessoas.find((row) => row.codigo === codigo);
  if (!user) return fail(403, NO_PERMISSION);
  // An expired password renewed as itself would keep it; the profile edit sends the password it keeps.
  if (renewal && senha === user.senha) return fail(400, PROFILE_MESSAGES.samePassword);
  user.nome = nome;
  user.senha = senha;
  if (renewal) user.renovacao = false;
  db.touch('pessoas');
  return ok({ message: PROFILE_MESSAGES.saved });
}

export const pessoaHandlers = [
  /** PUT /pessoa/renovacao/{codigo}: the password renewal a login with `renovacao: true` asks for. */
  endpoint('put', 'legacy', '/pessoa/renovacao/:codigo', { duringRenewal: true }, (ctx) => editProfile(ctx, true) as Promise<Response>),
  /** PUT /pessoa/{codigo}: the profile edit. */
  endpoint('put', 'legacy', '/pessoa/:codigo', {}, (ctx) => editProfile(ctx, false) as Promise<Response>),
];
