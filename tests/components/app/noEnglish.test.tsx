import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from '../../../src/kit/filters/FilterBar';
import { LogList } from '../../../src/resources/logs/LogList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

// react-admin keeps each list's page in its store (localStorage): start on page 1.
beforeEach(() => localStorage.clear());

describe("MUI's own texts are Portuguese (theme locale)", () => {
  it("the list pager's navigation and buttons", async () => {
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 8000 });
    expect(untranslated()).toEqual([]);
    const pager = screen.getByRole('navigation', { name: 'Navegar pela paginação' });
    expect(within(pager).getByRole('button', { name: 'Ir para a próxima página' })).toBeInTheDocument();
  });

  it("the supplier autocomplete's Abrir, Fechar and Limpar, and the date picker's calendar", async () => {
    const user = userEvent.setup();
    await renderScreenAs('sourcing', <FilterBar supplier internalView onApply={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Abrir' });
    expect(open).toHaveAttribute('title', 'Abrir');
    await user.click(open);
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveAttribute('title', 'Fechar');
    await user.click((await screen.findAllByRole('option'))[0]);
    expect(screen.getByTitle('Limpar')).toHaveAttribute('aria-label', 'Limpar');
    expect(untranslated()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: /^Escolha uma data/ })[0]);
    await waitFor(() => expect(screen.getByRole('grid')).toBeInTheDocument());
    expect(untranslated()).toEqual([]);
  });
});
