import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 10_000 };
const typeId = (descricao: string) => db.tables.accessTypes.find((type) => type.descricao === descricao)!.id_md5;

beforeEach(() => localStorage.clear());

describe('Groups, users and access types in the whole portal', { timeout: 30_000 }, () => {
  it("Admin - Comercial: 'Grupos de contatos' at /grupos, 'Adicionar' opens /grupos-ae; /usuarios and /permissao are denied", async () => {
    const user = userEvent.setup();
    await renderAppAs('comercial', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.queryByRole('menuitem', { name: 'Liberação de acesso' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Tipo de Acesso' })).not.toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: 'Grupos de contatos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupos de contatos' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/grupos');
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Grupos de contatos'));
    await user.click(await screen.findByRole('link', { name: 'Adicionar' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar Grupo' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/grupos-ae');

    window.location.hash = '#/Grupos-AE/40';
    expect(await screen.findByDisplayValue('Qualidade', {}, LOAD)).toBeInTheDocument();
    window.location.hash = '#/usuarios';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    window.location.hash = '#/permissao-ae';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });

  it("Admin - sourcing: 'Liberação de acesso' and 'Tipo de Acesso'; a type's row opens /permissao-ae/{id_md5}; /grupos is denied", async () => {
    const user = userEvent.setup();
    await renderAppAs('sourcing', '/usuarios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liberação de acesso' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Ativo: Móveis Serra Gaúcha Indústria Ltda' }, LOAD)).toBeChecked();
    const menu = within(screen.getByTestId('side-menu'));
    expect(menu.getByRole('menuitem', { name: 'Liberação de acesso' })).toHaveAttribute('href', '#/usuarios');
    expect(menu.queryByRole('menuitem', { name: 'Grupos de contatos' })).not.toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: 'Tipo de Acesso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tipo de acesso' }, LOAD)).toBeInTheDocument();
    await user.click(await screen.findByText('Fornecedor', {}, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Tipo de Acesso' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/permissao-ae/${typeId('Fornecedor')}`);
    expect(await screen.findByRole('table', { name: 'Funcionalidades' }, LOAD)).toBeInTheDocument();

    window.location.hash = '#/grupos';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });

  it('a supplier gets none of the three: no menu entries, the access-denied page', async () => {
    await renderAppAs('moveis', '/permissao');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    const menu = within(screen.getByTestId('side-menu'));
    for (const name of ['Grupos de contatos', 'Liberação de acesso', 'Tipo de Acesso']) expect(menu.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    window.location.hash = '#/usuarios';
    await waitFor(() => expect(window.location.hash).toBe('#/usuarios'));
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });
});
