import { LOGIN_MESSAGES } from '../../../mocks/auth/handlers';
import { LOGIN_LOCK } from '../../../mocks/auth/loginLock';
import { SESSION_IDLE_MS } from '../../../mocks/auth/sessions';
import { db } from '../../../mocks/db/db';
import { callLegacy, tokenOf } from '../../helpers/mockApi';
import { ACCOUNTS } from '../../helpers/accounts';

const { moveis, renovacao } = ACCOUNTS;
const RENEWAL_REQUIRED = { status: false, message: 'Senha expirada! Altere sua senha para continuar.' };

const loginAs = (codigo: string, senha: string) => callLegacy('POST', '/auth', undefined, { codigo, senha });

describe('mock server: a session that must renew its password', () => {
  it.each([
    ['GET', '/permissaoFuncionalidade/checkPermission'],
    ['GET', '/fornecedores?tipo=F'],
    ['GET', '/log?idFornecedor=1000003&linhaInicial=0&qtdRegistro=15'],
    ['PUT', '/pessoa/1000003'],
  ])('is refused %s %s', async (method, path) => {
    const token = await tokenOf(renovacao.codigo, renovacao.senha);
    const response = await callLegacy(method, path, token, method === 'PUT' ? { codigo: '1000003', nome: 'Madeiras', senha: 'nova1234' } : undefined);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(RENEWAL_REQUIRED);
  });

  it('may read itself (with the renewal flag), renew, and log out', async () => {
    const token = await tokenOf(renovacao.codigo, renovacao.senha);
    const self = (await (await callLegacy('GET', '/pessoa/token', token)).json()) as { itens: { renovacao: boolean } };
    expect(self.itens.renovacao).toBe(true);
    const renewed = await callLegacy('PUT', '/pessoa/renovacao/1000003', token, { codigo: '1000003', nome: renovacao.nome, senha: 'nova1234' });
    expect(renewed.status).toBe(200);
    // Renewed: the same session is now an ordinary one.
    expect((await callLegacy('GET', '/permissaoFuncionalidade/checkPermission', token)).status).toBe(200);
    expect((await callLegacy('PUT', '/auth/logout', token)).status).toBe(200);
  });
});

describe('mock server: password reset', () => {
  it('answers a known and an unknown code the same', async () => {
    const known = await callLegacy('PUT', '/auth/esqueci', undefined, { codigo: moveis.codigo });
    const unknown = await callLegacy('PUT', '/auth/esqueci', undefined, { codigo: '9999999' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});

describe('mock server: wrong passwords lock the code', () => {
  afterEach(() => vi.useRealTimers());

  it(`locks after ${LOGIN_LOCK.maxFailures} wrong passwords, even against the right one, for ${LOGIN_LOCK.lockMs / 60_000} minutes`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt += 1) {
      expect((await loginAs(moveis.codigo, 'errada123')).status).toBe(401);
    }
    const locking = await loginAs(moveis.codigo, 'errada123');
    expect(locking.status).toBe(429);
    expect(await locking.json()).toEqual({ status: false, message: LOGIN_MESSAGES.locked });
    expect(LOGIN_MESSAGES.locked).toBe('Acesso bloqueado por 15 minutos após 5 senhas inválidas. Tente novamente mais tarde.');
    expect((await loginAs(moveis.codigo, moveis.senha)).status).toBe(429);

    vi.setSystemTime(Date.now() + LOGIN_LOCK.lockMs + 1000);
    expect((await loginAs(moveis.codigo, moveis.senha)).status).toBe(200);
  });

  it('a right password clears the count; unknown codes are counted alike', async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt += 1) await loginAs(moveis.codigo, 'errada123');
    expect((await loginAs(moveis.codigo, moveis.senha)).status).toBe(200);
    expect((await loginAs(moveis.codigo, 'errada123')).status).toBe(401);

    for (let attempt = 1; attempt <= LOGIN_LOCK.maxFailures; attempt += 1) await loginAs('9999999', 'errada123');
    expect((await loginAs('9999999', 'errada123')).status).toBe(429);
  });
});

describe('mock server: idle sessions expire', () => {
  afterEach(() => vi.useRealTimers());

  it('a token unused for 30 minutes is refused with Token inválido!; calls keep it alive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    expect(SESSION_IDLE_MS).toBe(30 * 60_000);
    const token = await tokenOf(moveis.codigo, moveis.senha);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    expect((await callLegacy('GET', '/pessoa/token', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    expect((await callLegacy('GET', '/pessoa/token', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1000);
    const expired = await callLegacy('GET', '/pessoa/token', token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ status: false, message: 'Token inválido!' });
    expect(db.tables.sessions.some((row) => row.token === token)).toBe(false);
  });
});
