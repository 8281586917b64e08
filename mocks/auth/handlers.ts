import { HttpResponse } from 'msw';
import type { ForgotPasswordPayload, LoginPayload } from '../../src/types/api';
import { db } from '../db/db';
import { issueTicket } from '../http/downloadTickets';
import { endpoint, fail, jsonBody, ok, publicEndpoint } from '../http/endpoint';
import { clearFailures, isLocked, LOGIN_LOCK, recordFailure } from './loginLock';
import { closeSession, openSession } from './sessions';

export const LOGIN_MESSAGES = {
  success: 'Login efetuado com sucesso!',
  wrong: 'Código ou senha inválidos!',
  blocked: 'Usuário bloqueado! Entre em contato com o seu analista de compras.',
  missing: 'Informe o código e a senha!',
  locked: `Acesso bloqueado por ${LOGIN_LOCK.lockMs / 60_000} minutos após ${LOGIN_LOCK.maxFailures} senhas inválidas. Tente novamente mais tarde.`,
  /** The same answer for known and unknown codes: the reset never tells which codes exist. */
  resetDone: 'Se o código estiver cadastrado, uma nova senha será enviada para o e-mail cadastrado.',
} as const;

export const authHandlers = [
  publicEndpoint('get', 'legacy', '/auth/notoken', () => ok({ versao: '1.8.0' })),

  publicEndpoint('post', 'legacy', '/auth', async ({ request }) => {
    const { codigo, senha } = await jsonBody<LoginPayload>(request);
    if (!codigo || !senha) return fail(400, LOGIN_MESSAGES.missing);
    const code = String(codigo).trim();
    if (isLocked(code)) return fail(429, LOGIN_MESSAGES.locked);
    const user = db.tables.pessoas.find((row) => row.codigo === code);
    if (!user || user.senha === null || user.senha !== senha) {
      recordFailure(code);
      return isLocked(code) ? fail(429, LOGIN_MESSAGES.locked) : fail(401, LOGIN_MESSAGES.wrong);
    }
    clearFailures(code);
    if (user.bloqueado) return fail(403, LOGIN_MESSAGES.blocked);
    const token = openSession(user.codigo);
    return HttpResponse.json({ status: true, acesso: token, message: LOGIN_MESSAGES.success, renovacao: user.renovacao });
  }),

  /** POST /downloadTicket: a single-use ticket, for a minute, that a download link carries instead of the session token. */
  endpoint('post', 'legacy', '/downloadTicket', {}, ({ caller }) => ok({ itens: { ticket: issueTicket(caller.token) } })),

  endpoint('put', 'legacy', '/auth/logout', { duringRenewal: true }, ({ caller }) => {
    closeSession(caller.token);
    return ok();
  }),

  publicEndpoint('put', 'legacy', '/auth/esqueci', async ({ request }) => {
    const { codigo } = await jsonBody<ForgotPasswordPayload>(request);
    if (!String(codigo ?? '').trim()) return fail(400, LOGIN_MESSAGES.missing);
    return ok({ message: LOGIN_MESSAGES.resetDone });
  }),

  /** Also tells a session that must renew its password (the portal does not rely on its own cookie for that). */
  endpoint('get', 'legacy', '/pessoa/token', { duringRenewal: true }, ({ caller }) =>
    ok({
      itens: {
        codigo: caller.user.codigo,
        nome: caller.user.nome,
        isVisaoTok: caller.user.isVisaoTok,
        renovacao: caller.user.renovacao,
        permissao_id_md5: caller.user.accessTypeId ?? '',
      },
    }),
  ),

  endpoint('get', 'legacy', '/permissaoFuncionalidade/checkPermission', {}, ({ caller }) =>
    HttpResponse.json({ status: true, permissions: [...caller.permissions].sort(), role: caller.role }),
  ),
];
