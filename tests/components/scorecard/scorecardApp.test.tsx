import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('the scorecard in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Scorecard' from the menu at /scorecard and sees its own report", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(await menu.findByRole('menuitem', { name: 'Scorecard' }));
    expect(await screen.findByText('Scorecard', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/scorecard');
    expect(document.title).toBe('Portal do Fornecedor - Scorecard');
    expect(await screen.findByRole('heading', { name: 'Scorecard de 1000001 - Móveis Serra Gaúcha Indústria Ltda' }, LOAD)).toBeInTheDocument();
  });
});
