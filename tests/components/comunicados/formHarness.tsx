import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { ComunicadoCreate } from '../../../src/resources/comunicados/ComunicadoCreate';
import { ComunicadoEdit } from '../../../src/resources/comunicados/ComunicadoEdit';
import { renderScreenAs } from '../../helpers/renderScreen';

/** Where the form led: a stand-in for any other route shows the URL it was opened at. */
function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/comunicados-ae" element={<ComunicadoCreate />} />
      <Route path="/comunicados-ae/:id" element={<ComunicadoEdit />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

export const renderAnnouncementForm = (route = '/comunicados-ae', account: 'master' | 'comercial' = 'master') =>
  renderScreenAs(account, <Screens />, { route, path: '/*', resource: 'comunicados' });

/** The multipart and JSON bodies of every write the screen sent, as 'METHOD /path'. */
export function watchWrites(): { calls: string[]; forms: FormData[]; json: unknown[] } {
  const calls: string[] = [];
  const forms: FormData[] = [];
  const json: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || url.pathname.endsWith('/log') || url.pathname.endsWith('/auth')) return;
    calls.push(`${request.method} ${url.pathname.replace(/^\/api\/(legacy|sourcing)/, '')}`);
    const copy = request.clone();
    if ((copy.headers.get('Content-Type') ?? '').includes('multipart')) void copy.formData().then((form) => forms.push(form));
    else void copy.json().then((body: unknown) => json.push(body));
  });
  return { calls, forms, json };
}

/** A text field by its label (a label query: a role query over the whole form costs ~30 ms in jsdom). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const dateInput = (name: 'lancamento' | 'termino') => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
export const typeDate = (name: 'lancamento' | 'termino', text: string) => fireEvent.change(dateInput(name), { target: { value: text } });
/** Types into the date's sections as a user does (the hidden input takes only readable dates). */
export async function keyDate(index: 0 | 1, digits: string) {
  await userEvent.click(screen.getAllByRole('spinbutton', { name: 'Dia' })[index]);
  await userEvent.keyboard(digits);
}
export const visibilitySwitch = () => screen.getByRole('switch', { name: /fornecedores podem visualizar$/ });
export const fileInput = () => screen.getByLabelText('Selecionar arquivo PDF', { selector: 'input' }) as HTMLInputElement;
export const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
export const supplierTable = () => within(screen.getByTestId('supplier-visibility'));
