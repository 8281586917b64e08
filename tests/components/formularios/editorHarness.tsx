import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { FormularioCreate } from '../../../src/resources/formularios/FormularioCreate';
import { FormularioEdit } from '../../../src/resources/formularios/FormularioEdit';
import { renderScreenAs } from '../../helpers/renderScreen';

/** Where the editor led: any other route shows the URL it was opened at. */
function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/formularios/cadastrar" element={<FormularioCreate />} />
      <Route path="/formularios/editar/:id" element={<FormularioEdit />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

export const LOAD = { timeout: 8000 };

/** Opens the editor's route as 0000003; waits for the editor unless `editor` is false (a page that refuses it). */
export async function renderEditor(route = '/formularios/cadastrar', editor = true) {
  const view = await renderScreenAs('sourcing', <Screens />, { route, path: '/*', resource: 'formularios' });
  if (!editor) return view;
  await screen.findByTestId('form-editor', {}, LOAD);
  // The question types (GET /forms/items/types) have arrived: the new question's type is chosen.
  await waitFor(() => expect(newQuestionBox().getByRole('button', { name: 'Adicionar questão' })).toBeEnabled(), LOAD);
  return view;
}

/** The JSON bodies of every POST /forms the screen sent. */
export function watchSaves(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/forms')) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/** A day from today as the date field takes it. */
export const dayFromToday = (days: number): string => format(addDays(new Date(), days), 'dd/MM/yyyy');

/** A text field by its label (a label query: cheaper than a role query in jsdom). */
export const field = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('input, textarea')].find((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return found as HTMLInputElement;
};
export const type = (label: string, value: string, parent?: ParentNode) => fireEvent.change(field(label, parent), { target: { value } });
export const typeDate = (name: 'startDate' | 'endDate', text: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value: text } });

export const newQuestionBox = () => within(screen.getByTestId('new-question'));
export const questionCards = () => screen.queryAllByTestId('form-question');
export const picker = () => within(screen.getByTestId('form-recipients'));

/** Picks an option of a MUI select by the select's label. */
export async function choose(selectLabel: string, optionName: string, parent = within(document.body)) {
  fireEvent.mouseDown(parent.getByRole('combobox', { name: selectLabel }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: optionName }));
}

/** Adds a question of the type with its title (and options, for a choice question). */
export async function addQuestion(typeLabel: string, title: string, options: string[] = []) {
  await choose('Tipo da questão', typeLabel, newQuestionBox());
  type('Título da questão', title, screen.getByTestId('new-question'));
  fireEvent.click(newQuestionBox().getByRole('button', { name: 'Adicionar questão' }));
  const card = questionCards().at(-1)!;
  for (const option of options) {
    type('Nova opção', option, card);
    fireEvent.click(within(card).getByRole('button', { name: 'Adicionar opção' }));
  }
  return card;
}

/** Chooses a supplier in the picker by its code (searched first). */
export async function chooseSupplier(code: string) {
  type('Pesquisar fornecedor', code, screen.getByTestId('form-recipients'));
  fireEvent.click(await picker().findByLabelText(new RegExp(`^Selecionar ${code} `), {}, LOAD));
}

export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
