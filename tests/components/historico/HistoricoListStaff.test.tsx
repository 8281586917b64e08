import { fireEvent, screen, within } from '@testing-library/react';
import { mockControl } from '../../../mocks/control';
import { HistoricoList } from '../../../src/resources/historico/HistoricoList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { watchOrders } from './watchOrders';

const LOAD = { timeout: 8000 };

const open = (account: 'comercial') => renderScreenAs(account, <HistoricoList />, { route: '/historico-de-agendamento', resource: 'historico' });

describe('Histórico de agendamento, internal staff', { timeout: 30_000 }, () => {
  it("0000002: 'Selecione o fornecedor' and no call until a supplier of the GraphQL suppliers list is picked, then at once; the groups of A and P sorted", async () => {
    const calls = watchOrders();
    await open('comercial');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Fornecedor deve ser selecionado!')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    expect(screen.getByRole('combobox', { name: 'Grupo' })).toHaveTextContent('Selecione um grupo');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Grupo' }));
    const groups = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(groups).toEqual([
      'Selecione um grupo',
      '01 - Estofados',
      '02 - Salas de jantar',
      '03 - Dormitórios',
      '04 - Salas de estar',
      '05 - Escritório',
      '21 - Iluminação',
      '22 - Cozinha',
      '23 - Decoração',
      '24 - Cama, mesa e banho',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '03 - Dormitórios' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Família' }));
    expect(await screen.findByRole('option', { name: 'Camas' })).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Selecione uma família');
    fireEvent.click(screen.getByRole('option', { name: 'Camas' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Fornecedor' }), { target: { value: 'Grande' } });
    // The picked supplier loads at once, with the filters chosen so far.
    fireEvent.click(await screen.findByRole('option', { name: '3000001 - Grande Fornecedor Nacional S.A.' }, LOAD));
    expect(await screen.findByText(/^1-5 de \d+$/, {}, LOAD)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ personId: '3000001', GEPDescription: '03 - Dormitórios', divisionId: 'P', familyId: 32 });
    expect(screen.getAllByText('Cama box casal').length).toBeGreaterThan(0);
  });

  it("a supplier list that does not load says 'Ocorreu um problema ao carregar a listagem de fornecedores. Por favor, tente novamente.'", async () => {
    mockControl.setFault('GRAPHQL Suppliers', { status: 500 });
    await open('comercial');
    expect(await screen.findByText('Ocorreu um problema ao carregar a listagem de fornecedores. Por favor, tente novamente.', {}, LOAD)).toBeInTheDocument();
  });
});
