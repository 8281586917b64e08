import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 10_000 };

/** Takes fale-conosco away from every access type (the mock store is put back after each test). */
function withoutContactUs(): void {
  const feature = db.tables.features.find((row) => row.descricao === 'fale-conosco')!;
  db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => row.featureId !== feature.id_md5);
}

describe('Fale Conosco in the whole portal', { timeout: 30_000 }, () => {
  it("has its menu entry 'Fale Conosco' at /contact, reached from the home's 'Fale conosco' button", async () => {
    const user = userEvent.setup();
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.getByRole('menuitem', { name: 'Fale Conosco' })).toHaveAttribute('href', '#/contact');

    const contatos = within(await screen.findByTestId('home-card-contatos', {}, LOAD));
    await user.click(await contatos.findByRole('link', { name: /Fale conosco/ }, LOAD));
    expect(await screen.findByRole('heading', { name: 'Fale Conosco' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/contact');
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Fale Conosco'));
    expect(await screen.findByRole('checkbox', { name: /^Equipe Portal do Fornecedor/ }, LOAD)).toBeChecked();
  });

  it('refuses /contact without fale-conosco: no menu entry, the access-denied page', async () => {
    withoutContactUs();
    await renderAppAs('moveis', '/contact');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    expect(within(screen.getByTestId('side-menu')).queryByRole('menuitem', { name: 'Fale Conosco' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-page')).not.toBeInTheDocument();
  });
});
