import { db } from '../../../mocks/db/db';
import { apiUrl } from '../../../src/config';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const NO_PERMISSION = { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
/** DELETE /grupo/{id} as the portal sends it: no body, with the JSON headers (spec part 1, section 7). */
const removeGroup = (path: string, token: string) => fetch(apiUrl('legacy', path), { method: 'DELETE', headers: { 'User-Token': token, 'Content-Type': 'application/json' } });

describe('mock contact groups (manter-grupos)', () => {
  it('GET /grupo answers every group by description; GET /grupo/{id} one group, 404 for an unknown one', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    const list = await json(await callLegacy('GET', '/grupo', token));
    const names = (list.body.itens as { descricao: string }[]).map((group) => group.descricao);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names).toHaveLength(db.tables.contactGroups.length);
    expect(await json(await callLegacy('GET', '/grupo/40', token))).toEqual({ status: 200, body: { status: true, message: 'Sucesso', itens: { id: 40, descricao: 'Qualidade' } } });
    expect(await json(await callLegacy('GET', '/grupo/999', token))).toEqual({ status: 404, body: { status: false, message: 'Grupo não encontrado!' } });
  });

  it("POST /grupo adds a trimmed description with the next id; an empty, blank or too long one is refused with the form's message", async () => {
    const token = await tokenOf('0000002', 'comercial1');
    const created = await json(await callLegacy('POST', '/grupo', token, { descricao: '  Marketing  ' }));
    expect(created).toEqual({ status: 200, body: { status: true, message: 'Grupo adicionado com sucesso!', itens: { id: 61, descricao: 'Marketing' } } });
    expect(db.tables.contactGroups.at(-1)).toEqual({ id: 61, descricao: 'Marketing' });
    for (const descricao of [undefined, '', '   ']) {
      expect(await json(await callLegacy('POST', '/grupo', token, { descricao }))).toEqual({ status: 400, body: { status: false, message: 'Preencha o campo descrição!' } });
    }
    expect(await json(await callLegacy('POST', '/grupo', token, { descricao: 'x'.repeat(101) }))).toEqual({
      status: 400,
      body: { status: false, message: 'Campo descrição não pode ter mais de 100 caracteres!' },
    });
    expect((await callLegacy('POST', '/grupo', token, { descricao: 'x'.repeat(100) })).status).toBe(200);
  });

  it('PUT /grupo/{id} renames the group', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    expect(await json(await callLegacy('PUT', '/grupo/40', token, { descricao: 'Qualidade e Laudos' }))).toEqual({
      status: 200,
      body: { status: true, message: 'Grupo editado com sucesso!', itens: { id: 40, descricao: 'Qualidade e Laudos' } },
    });
    expect((await callLegacy('PUT', '/grupo/999', token, { descricao: 'Outro' })).status).toBe(404);
    expect((await callLegacy('PUT', '/grupo/40', token, { descricao: ' ' })).status).toBe(400);
    expect(db.tables.contactGroups.find((group) => group.id === 40)?.descricao).toBe('Qualidade e Laudos');
  });

  it("DELETE /grupo/{id} refuses a group that contacts use with 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' and removes an unused one", async () => {
    const token = await tokenOf('0000002', 'comercial1');
    expect(await json(await removeGroup('/grupo/40', token))).toEqual({ status: 400, body: { status: false, message: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' } });
    expect(db.tables.contactGroups.some((group) => group.id === 40)).toBe(true);

    // Without contacts, the contact-us recipients still name it.
    db.tables.contacts = db.tables.contacts.filter((row) => row.grupo_id !== 40);
    expect((await removeGroup('/grupo/40', token)).status).toBe(400);
    db.tables.contactInfo = db.tables.contactInfo.filter((row) => row.cdGep !== 40);
    expect(await json(await removeGroup('/grupo/40', token))).toEqual({ status: 200, body: { status: true, message: 'Grupo removido com sucesso!' } });
    expect(db.tables.contactGroups.some((group) => group.id === 40)).toBe(false);
    expect((await removeGroup('/grupo/40', token)).status).toBe(404);
  });

  it("DELETE /grupo/{id} without the JSON headers is refused (415) and removes nothing", async () => {
    const token = await tokenOf('0000002', 'comercial1');
    db.tables.contactGroups.push({ id: 70, descricao: 'Marketing' });
    expect(await json(await callLegacy('DELETE', '/grupo/70', token))).toEqual({ status: 415, body: { status: false, message: 'Requisição sem Content-Type: application/json.' } });
    expect(db.tables.contactGroups.some((group) => group.id === 70)).toBe(true);
    expect((await removeGroup('/grupo/70', token)).status).toBe(200);
  });

  it('writes need manter-grupos: a supplier and Admin - sourcing are refused', async () => {
    for (const [codigo, senha] of [
      ['1000001', 'moveis123'],
      ['0000003', 'sourcing1'],
    ]) {
      const token = await tokenOf(codigo, senha);
      for (const [method, path, body] of [
        ['GET', '/grupo/40'],
        ['POST', '/grupo', { descricao: 'Outro' }],
        ['PUT', '/grupo/40', { descricao: 'Outro' }],
        ['DELETE', '/grupo/70'],
      ] as const) {
        expect(await json(await callLegacy(method, path, token, body)), `${codigo} ${method} ${path}`).toEqual({ status: 403, body: NO_PERMISSION });
      }
      expect(await json(await callLegacy('GET', '/grupo', token))).toEqual({ status: 403, body: NO_PERMISSION });
    }
    expect(db.tables.contactGroups.find((group) => group.id === 40)?.descricao).toBe('Qualidade');
  });
});
