import { HttpResponse } from 'msw';
import type { ForgotPasswordPayload, LoginPayload } from '../../src/types/api';
import { db } from '../db/db';
import { newToken } from '../db/ids';
import { endpoint, fail, jsonBody, ok, publicEndpoint } from '../http/endpoint';

export const LOGIN_MESSAGES = {
  success: 'Login efetuado com sucesso!',
  wrong: 'Código ou senha inválidos!',
  blocked: 'Usuário bloqueado! Entre em contato com o seu analista de compras.',
  missing: 'Informe o código e a senha!',
  resetDone: 'Uma nova senha foi enviada para o e-mail cadastrado.',
  resetUnknown: 'Código não encontrado!',
} as const;

export const authHandlers = [
  publicEndpoint('get', 'legacy', '/auth/notoken', () => ok({ versao: '1.8.0' })),

  publicEndpoint('post', 'legacy', '/auth', async ({ request }) => {
    const { codigo, senha } = await jsonBody<LoginPayload>(request);
    if (!codigo || !senha) return fail(400, LOGIN_MESSAGES.missing);
    const user = db.tables.pessoas.find((row) => row.codigo === String(codigo).trim());
    if (!user || user.senha === null || user.senha !== senha) return fail(401, LOGIN_MESSAGES.wrong);
    if (user.bloqueado) return fail(403, LOGIN_MESSAGES.blocked);
    const token = newToken();
    db.tables.sessions.push({ token, codigo: user.codigo, createdAt: new Date().toISOString() });
    db.touch('sessions');
    return HttpResponse.json({ status: true, acesso: token, message: LOGIN_MESSAGES.success, renovacao: user.renovacao });
  }),

  endpoint('put', 'legacy', '/auth/logout', {}, ({ caller }) => {
    db.tables.sessions = db.tables.sessions.filter((row) => row.token !== caller.token);
    db.touch('sessions');
    return ok();
  }),

  publicEndpoint('put', 'legacy', '/auth/esqueci', async ({ request }) => {
    const { codigo } = await jsonBody<ForgotPasswordPayload>(request);
    const user = db.tables.pessoas.find((row) => row.codigo === String(codigo ?? '').trim() && row.senha !== null);
    if (!user) return HttpResponse.json({ status: false, message: LOGIN_MESSAGES.resetUnknown });
    return ok({ message: LOGIN_MESSAGES.resetDone });
  }),

  endpoint('get', 'legacy', '/pessoa/token', {}, ({ caller }) =>
    ok({ itens: { codigo: caller.user.codigo, nome: caller.user.nome, isVisaoTok: caller.user.isVisaoTok } }),
  ),

  endpoint('get', 'legacy', '/permissaoFuncionalidade/checkPermission', {}, ({ caller }) =>
    HttpResponse.json({ status: true, permissions: [...caller.permissions].sort(), role: caller.role }),
  ),
];
