import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 20_000 };

/** Takes the given keys away from every access type (the mock store is put back after each test). */
function withoutKeys(...keys: string[]): void {
  const ids = new Set(db.tables.features.filter((row) => keys.includes(row.descricao)).map((row) => row.id_md5));
  db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => !ids.has(row.featureId));
}

async function openDocumentsGroup() {
  const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
  await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Documentos' }));
  return menu;
}

describe('Comunicados and Contatos in the whole portal', { timeout: 60_000 }, () => {
  it("Master: 'Comunicados' and 'Contatos' in the Documentos group; /comunicados lists, 'Adicionar' opens /comunicados-ae; /Contatos-AE/201 edits", async () => {
    const user = userEvent.setup();
    await renderAppAs('master', '/');
    const menu = await openDocumentsGroup();
    expect(menu.getByRole('menuitem', { name: 'Contatos' })).toHaveAttribute('href', '#/contatos');
    await user.click(menu.getByRole('menuitem', { name: 'Comunicados' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicados' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/comunicados');
    await user.click(await screen.findByRole('link', { name: 'Adicionar' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar Comunicado' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/comunicados-ae');
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Adicionar Comunicado'));

    // The edit form at its spec URL, in any letter case.
    window.location.hash = '#/Contatos-AE/201';
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Contato' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Suporte ao portal', {}, LOAD)).toBeInTheDocument();
  });

  it('a supplier reads the lists but the forms are denied', async () => {
    await renderAppAs('moveis', '/comunicados-ae');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    window.location.hash = '#/contatos-ae/201';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
    window.location.hash = '#/comunicados';
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicados' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
  });

  it('without the keys: no menu entries and the access-denied page at /comunicados, /contatos and the file routes', async () => {
    withoutKeys('ver-lista-de-comunicados', 'ver-lista-de-contatos');
    await renderAppAs('moveis', '/comunicados');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    const menu = within(screen.getByTestId('side-menu'));
    // The Documentos group shows only while one of its entries does (other areas may add theirs).
    const group = menu.queryByRole('button', { name: 'Documentos' });
    if (group) await userEvent.setup().click(group);
    expect(menu.queryByRole('menuitem', { name: 'Comunicados' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Contatos' })).not.toBeInTheDocument();
    for (const route of ['/contatos', '/comunicados/arquivos/103', '/contatos/arquivos/202']) {
      window.location.hash = `#${route}`;
      expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
    }
  });

  it("the home card's stored file opens the announcement's file route", async () => {
    const user = userEvent.setup();
    const manual = db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!;
    await renderAppAs('moveis', '/');
    const card = within(await screen.findByTestId('home-card-comunicados', {}, LOAD));
    await user.click(await card.findByRole('link', { name: 'Ver arquivo do comunicado Manual do fornecedor 2026' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual do fornecedor 2026' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/comunicados/arquivos/${manual.id}`);
    expect(screen.getByText(manual.descricao)).toBeInTheDocument();
  });
});
