import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../src/config';
import { authHandlers } from '../../../mocks/auth/handlers';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { pessoaHandlers } from '../../../mocks/pessoa/handlers';

const NO_PERMISSION = { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' };

function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers['User-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl('legacy', path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function login(codigo: string, senha: string): Promise<{ acesso: string; renovacao: boolean }> {
  return (await (await call('POST', '/auth', undefined, { codigo, senha })).json()) as { acesso: string; renovacao: boolean };
}

const person = (codigo: string) => db.tables.pessoas.find((row) => row.codigo === codigo)!;

describe('mock PUT /pessoa/{codigo}', () => {
  it('edits the caller itself and answers the success message', async () => {
    const { acesso } = await login('1000001', 'moveis123');
    const response = await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', nome: '  Móveis Serra  ', senha: 'nova12345' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Dados editados com sucesso!' });
    expect([person('1000001').nome, person('1000001').senha]).toEqual(['Móveis Serra', 'nova12345']);
    expect((await login('1000001', 'nova12345')).acesso).toBeTruthy();
  });

  it('refuses a name longer than the legacy column (100 characters)', async () => {
    const { acesso } = await login('1000001', 'moveis123');
    const long = await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', nome: 'N'.repeat(10_000), senha: 'nova12345' });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ status: false, message: 'Nome deve conter no máximo 100 caracteres!' });
    expect(person('1000001').nome).not.toMatch(/^N+$/);
    const longest = await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', nome: 'N'.repeat(100), senha: 'nova12345' });
    expect(longest.status).toBe(200);
  });

  it('refuses to edit anybody else, even for staff', async () => {
    const { acesso } = await login('0000001', 'master123');
    for (const body of [{ codigo: '1000001', nome: 'Outro', senha: 'outra1234' }, { codigo: '0000001', nome: 'Outro', senha: 'outra1234' }]) {
      const response = await call('PUT', '/pessoa/1000001', acesso, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NO_PERMISSION);
    }
    // The path is its own, the body names someone else.
    const mixed = await call('PUT', '/pessoa/0000001', acesso, { codigo: '1000001', nome: 'Outro', senha: 'outra1234' });
    expect(mixed.status).toBe(403);
    expect(person('1000001').nome).toBe('Móveis Serra Gaúcha Indústria Ltda');
  });

  it('needs alterar-perfil', async () => {
    const { acesso } = await login('1000001', 'moveis123');
    const featureId = db.tables.features.find((row) => row.descricao === 'alterar-perfil')!.id_md5;
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => row.featureId !== featureId);
    const response = await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', nome: 'Móveis', senha: 'nova12345' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NO_PERMISSION);
  });

  it('needs a session', async () => {
    const response = await call('PUT', '/pessoa/1000001', undefined, { codigo: '1000001', nome: 'Móveis', senha: 'nova12345' });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ nome: 'Ab', senha: 'nova12345' }, 'Nome deve conter mais de 3 caracteres!'],
    [{ nome: '', senha: 'nova12345' }, 'Nome deve conter mais de 3 caracteres!'],
    [{ nome: 'Móveis', senha: '12345' }, 'Senha deve conter no mínimo 6 caracteres e no máximo 12!'],
    [{ nome: 'Móveis', senha: '1234567890123' }, 'Senha deve conter no mínimo 6 caracteres e no máximo 12!'],
    [{ nome: 'Móveis' }, 'Senha deve conter no mínimo 6 caracteres e no máximo 12!'],
  ])('validates %j on the server', async (fields, message) => {
    const { acesso } = await login('1000001', 'moveis123');
    const response = await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', ...fields });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message });
    expect(person('1000001').senha).toBe('moveis123');
  });

  it('accepts the boundaries: name of 3, password of 6 and of 12', async () => {
    const { acesso } = await login('1000001', 'moveis123');
    for (const body of [{ nome: 'Abc', senha: '123456' }, { nome: 'Abc', senha: '123456789012' }]) {
      expect((await call('PUT', '/pessoa/1000001', acesso, { codigo: '1000001', ...body })).status).toBe(200);
    }
  });

  it('leaves other PUT /pessoa/<word> calls to their own handlers', async () => {
    const probe = http.put(apiUrl('legacy', '/pessoa/setAtivo'), () => HttpResponse.json({ status: true, probe: true }));
    server.resetHandlers(...authHandlers, ...pessoaHandlers, probe);
    const { acesso } = await login('1000001', 'moveis123');
    const response = await call('PUT', '/pessoa/setAtivo', acesso, { codigo: '1000001', Valor: 'S' });
    expect(await response.json()).toEqual({ status: true, probe: true });
  });
});

describe('mock PUT /pessoa/renovacao/{codigo}', () => {
  it('changes the password and clears the renewal flag', async () => {
    const first = await login('1000003', 'renova12');
    expect(first.renovacao).toBe(true);
    const response = await call('PUT', '/pessoa/renovacao/1000003', first.acesso, { codigo: '1000003', nome: 'Madeiras Nova Era Ltda', senha: 'renovada1' });
    expect(await response.json()).toEqual({ status: true, message: 'Dados editados com sucesso!' });
    const again = await login('1000003', 'renovada1');
    expect(again.acesso).toBeTruthy();
    expect(again.renovacao).toBe(false);
  });

  it('refuses the expired password as the new one, and keeps the renewal', async () => {
    const { acesso } = await login('1000003', 'renova12');
    const same = await call('PUT', '/pessoa/renovacao/1000003', acesso, { codigo: '1000003', nome: 'Madeiras Nova Era Ltda', senha: 'renova12' });
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ status: false, message: 'A nova senha deve ser diferente da atual.' });
    expect(person('1000003')).toMatchObject({ senha: 'renova12', renovacao: true });
  });

  it('refuses anybody else and validates like the profile edit', async () => {
    const { acesso } = await login('1000003', 'renova12');
    const other = await call('PUT', '/pessoa/renovacao/1000001', acesso, { codigo: '1000001', nome: 'Outro', senha: 'outra1234' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(NO_PERMISSION);
    const short = await call('PUT', '/pessoa/renovacao/1000003', acesso, { codigo: '1000003', nome: 'Madeiras', senha: 'curta' });
    expect(short.status).toBe(400);
    expect(person('1000003').renovacao).toBe(true);
  });
});
