import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };
/** Seeded form 101, published, addressed to 1000001 and not answered by it. */
const OPEN_FORM = 'Pesquisa de satisfação com o portal';

beforeEach(() => localStorage.clear());

describe('forms in the whole portal', { timeout: 40_000 }, () => {
  it("0000003 opens 'Formulários' from the menu at /formularios and reaches a form's summary", async () => {
    await renderAppAs('sourcing', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('menuitem', { name: 'Documentos' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Formulários' }));
    expect(window.location.hash).toBe('#/formularios');
    await user.click(await screen.findByRole('link', { name: 'Resumo das respostas de Censo de fornecedores' }, LOAD));
    expect(window.location.hash).toBe('#/formularios/resumo/105');
    expect(await screen.findByText('1000 de 1001 fornecedores responderam', {}, LOAD)).toBeInTheDocument();
  });

  it('1000001, without gerenciar-formularios, is refused the summary', async () => {
    await renderAppAs('moveis', '/formularios/resumo/101');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });

  it("1000001 opens a form from the list and gets its questions (the list's rows hold none)", async () => {
    await renderAppAs('moveis', '/formularios');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: `Visualizar formulário ${OPEN_FORM}` }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Responder' }, LOAD));
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.queryByText('Opps, ocorreu um erro.')).not.toBeInTheDocument();
  });

  it("0000003 edits a draft from the list and the editor holds its questions", async () => {
    await renderAppAs('sourcing', '/formularios');
    const user = userEvent.setup();
    // Newest first, 5 per page: the draft 102 is on the second page.
    await user.click(await screen.findByRole('button', { name: 'Ir para a próxima página' }, LOAD));
    await user.click(await screen.findByRole('link', { name: 'Editar formulário Avaliação de embalagens 2027' }, LOAD));
    expect(await screen.findByRole('heading', { name: 'Editar Formulário' }, LOAD)).toBeInTheDocument();
    expect((await screen.findAllByTestId('form-question', {}, LOAD)).length).toBeGreaterThan(0);
  });
});
