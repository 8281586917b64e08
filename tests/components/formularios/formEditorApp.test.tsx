import { screen } from '@testing-library/react';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('the forms editor and answer screen in the whole portal', { timeout: 40_000 }, () => {
  it('0000003 opens the editor at /formularios/cadastrar and a draft at /formularios/editar/{id}', async () => {
    await renderAppAs('sourcing', '/formularios/cadastrar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastrar Formulário' }, LOAD)).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Formulários');
    window.location.hash = '#/formularios/editar/102';
    expect(await screen.findByDisplayValue('Avaliação de embalagens 2027', {}, LOAD)).toBeInTheDocument();
  });

  it('1000001 is refused the editor and answers at /formularios/responder/{id}', async () => {
    await renderAppAs('moveis', '/formularios/cadastrar');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    window.location.hash = '#/formularios/responder/106';
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionário de sustentabilidade' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Responder' })).toBeInTheDocument();
  });
});
