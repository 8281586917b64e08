import type { ForgotPasswordPayload, LoginPayload, LoginResponse, PermissionCheck, StatusMessage, UserByToken } from '../types/api';
import { ApiError, missingFieldsError, serverMessage } from './core/errors';
import { request } from './core/http';
import { assertLegacyWriteOk, legacyItems } from './core/legacyEnvelope';
import { TIMEOUTS } from './core/timeouts';

/** The auth calls of spec part 1, section 7; their bodies are checked here, their messages chosen by callers. */
export async function postLogin(payload: LoginPayload): Promise<LoginResponse> {
  const { body } = await request<LoginResponse>('/auth', {
    method: 'POST',
    body: payload,
    anonymous: true,
    timeoutMs: TIMEOUTS.auth,
    acceptStatuses: [400, 401, 403],
  });
  if (!body || typeof body !== 'object') throw missingFieldsError(body);
  if (!body.acesso) throw new ApiError('http', serverMessage(body) ?? '', 401, body);
  return body;
}

/** GET /auth/notoken: the spec's "session without token" call, made before a login; its answer is not used. */
export async function getNoToken(): Promise<void> {
  await request('/auth/notoken', { anonymous: true, timeoutMs: TIMEOUTS.auth });
}

export async function putLogout(): Promise<void> {
  await request('/auth/logout', { method: 'PUT', timeoutMs: TIMEOUTS.auth });
}

export async function putForgotPassword(payload: ForgotPasswordPayload): Promise<StatusMessage> {
  const { body } = await request<StatusMessage>('/auth/esqueci', {
    method: 'PUT',
    body: payload,
    anonymous: true,
    timeoutMs: TIMEOUTS.auth,
  });
  const record = assertLegacyWriteOk(body);
  return { status: true, message: typeof record.message === 'string' ? record.message : '' };
}

export async function getUserByToken(): Promise<UserByToken> {
  const { body } = await request('/pessoa/token', { timeoutMs: TIMEOUTS.auth });
  const user = legacyItems<Partial<UserByToken>>(body);
  if (!user.codigo || typeof user.nome !== 'string') throw missingFieldsError(body);
  return {
    codigo: user.codigo,
    nome: user.nome,
    isVisaoTok: Boolean(user.isVisaoTok),
    renovacao: user.renovacao === true,
    permissao_id_md5: typeof user.permissao_id_md5 === 'string' ? user.permissao_id_md5 : '',
  };
}

export async function getPermissionCheck(): Promise<PermissionCheck> {
  const { body } = await request<Partial<PermissionCheck>>('/permissaoFuncionalidade/checkPermission', {
    timeoutMs: TIMEOUTS.auth,
  });
  if (!body || !Array.isArray(body.permissions) || typeof body.role !== 'string') throw missingFieldsError(body);
  return { permissions: body.permissions, role: body.role };
}
