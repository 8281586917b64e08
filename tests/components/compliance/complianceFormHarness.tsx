import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { demoPdf } from '../../../mocks/files/demoPdf';
import { server } from '../../../mocks/node';
import { ComplianceCreate } from '../../../src/resources/compliance/ComplianceCreate';
import { ComplianceEdit } from '../../../src/resources/compliance/ComplianceEdit';
import { nodeFile } from '../../helpers/nodeFiles';
import { renderScreenAs } from '../../helpers/renderScreen';

/** Where the form led: a stand-in for any other route shows the URL it was opened at. */
function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/compliance-ae" element={<ComplianceCreate />} />
      <Route path="/compliance-ae/:id" element={<ComplianceEdit />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

export const renderComplianceForm = (route = '/compliance-ae', account: 'sourcing' | 'moveis' = 'sourcing') =>
  renderScreenAs(account, <Screens />, { route, path: '/*', resource: 'compliance' });

/** Every write the screen sent, as 'METHOD /path' (API prefix dropped), with its multipart body. */
export function watchWrites(): { calls: string[]; forms: FormData[] } {
  const calls: string[] = [];
  const forms: FormData[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || url.pathname.endsWith('/log') || url.pathname.endsWith('/auth')) return;
    calls.push(`${request.method} ${url.pathname.replace(/^\/api\/(legacy|sourcing)/, '')}`);
    const copy = request.clone();
    if ((copy.headers.get('Content-Type') ?? '').includes('multipart')) void copy.formData().then((form) => forms.push(form));
  });
  return { calls, forms };
}

/** A real one-page PDF (the mock's own PDF writer). */
export const realPdf = (name = 'codigo-de-conduta.pdf'): File =>
  nodeFile([demoPdf('Código de conduta', ['Regras de conduta para fornecedores.'])], name, 'application/pdf');

/** A text file renamed to .pdf. */
export const textAsPdf = (): File => nodeFile(['isto não é um pdf'], 'contrato.pdf', 'application/pdf');

/** A real PDF header followed by 7 MB of padding: 7 340 032 bytes, refused. */
export function pdfOf7Mb(): File {
  const bytes = new Uint8Array(7 * 1024 * 1024).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return nodeFile([bytes], 'grande.pdf', 'application/pdf');
}

export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const dateInput = (name: 'start' | 'end') => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
export const typeDate = (name: 'start' | 'end', text: string) => fireEvent.change(dateInput(name), { target: { value: text } });
/** Types into the date's sections as a user does (the hidden input takes only readable dates). */
export async function keyDate(index: 0 | 1, digits: string) {
  await userEvent.click(screen.getAllByRole('spinbutton', { name: 'Dia' })[index]);
  await userEvent.keyboard(digits);
}
export const fileInput = () => screen.getByLabelText('Selecionar arquivo', { selector: 'input' }) as HTMLInputElement;
export const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
