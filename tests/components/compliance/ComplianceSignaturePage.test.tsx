import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { ComplianceSignaturePage } from '../../../src/resources/compliance/ComplianceSignaturePage';
import { advanceUntil } from '../../helpers/clock';
import { usePdfjs } from '../../helpers/pdfjsStandIn';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 10_000 };
const SIGN_PATH = 'POST /api/sourcing/documents/signDocumentCompliance';

// pdf.js does not run in jsdom: the viewer calls this stand-in, a document of three pages.
const pdfjs = { getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } };
let stopUsingPdfjs: () => void;
beforeAll(() => {
  stopUsingPdfjs = usePdfjs(pdfjs);
});
afterAll(() => stopUsingPdfjs());

function threePages() {
  const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) };
  const doc = { numPages: 3, getPage: async () => page, getData: async () => new Uint8Array([37, 80, 68, 70]) };
  pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(doc), destroy: async () => undefined });
}

/** IntersectionObserver is not in jsdom: these tell the viewer what the test says is in view. */
class StandInObserver {
  static all: StandInObserver[] = [];
  readonly targets = new Set<Element>();
  readonly thresholds: readonly number[];
  constructor(
    readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.thresholds = Array.isArray(options.threshold) ? options.threshold : [options.threshold ?? 0];
    StandInObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** `page` in view by `share` (of a 800 px page in a 1000 px box), told to every observer watching it. */
function show(page: number, share: number) {
  for (const observer of StandInObserver.all) {
    const entries = [...observer.targets]
      .filter((target) => target.getAttribute('data-pdf-page') === String(page))
      .map((target) => ({ target, isIntersecting: share > 0, intersectionRatio: share, intersectionRect: { height: 800 * share }, rootBounds: { height: 1000 } }) as unknown as IntersectionObserverEntry);
    if (entries.length > 0) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
  }
}

/** The watcher of seen pages: the viewer's observer with fine thresholds, made once the page has waited its 2 s. */
const seenWatcher = () => StandInObserver.all.find((observer) => observer.thresholds.length > 1 && observer.targets.size > 0);

function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/document-signature/:documentId" element={<ComplianceSignaturePage />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const pending = () => db.tables.complianceDocuments.find((doc) => doc.title === 'Política Anticorrupção')!;
const accept = () => screen.getByRole('button', { name: 'Aceitar' });

async function openPage() {
  const doc = pending();
  await renderScreenAs('moveis', <Screens />, { route: `/document-signature/${doc.complianceId}`, path: '/*' });
  await screen.findByText('3 página(s)', {}, LOAD);
  return doc;
}

async function readToTheEnd() {
  await advanceUntil(() => expect(seenWatcher()).toBeDefined(), { limitMs: 5000 });
  show(3, 0.6);
  await waitFor(() => expect(accept()).toBeEnabled());
}

function fill(values: { name: string; cpf: string; email: string; role: string }) {
  const dialog = within(screen.getByRole('dialog', { name: 'Dados do representante' }));
  fireEvent.change(dialog.getByLabelText(/Nome completo/), { target: { value: values.name } });
  fireEvent.change(dialog.getByLabelText(/CPF/), { target: { value: values.cpf } });
  fireEvent.change(dialog.getByLabelText(/E-mail/), { target: { value: values.email } });
  fireEvent.change(dialog.getByLabelText(/Cargo/), { target: { value: values.role } });
  return dialog;
}

function watchSignCalls(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (`${request.method} ${url.pathname}` === SIGN_PATH) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const SIGNER = { name: 'Maria da Silva Jr.', cpf: '52998224725', email: 'maria.silva@moveis.com.br', role: 'Diretora Jurídica' };

beforeEach(() => {
  // The page's 2 s before it watches pass on a fake clock.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  StandInObserver.all = [];
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  pdfjs.getDocument.mockReset();
  threePages();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Compliance signing page (/document-signature/{documentId})', { timeout: 40_000 }, () => {
  it('keeps Aceitar disabled until the last page has been seen, watching from 2 s after the page opens', async () => {
    const started = performance.now();
    await openPage();
    expect(accept()).toBeDisabled();
    expect(screen.getByText('Leia o documento até a última página para liberar o aceite.')).toBeInTheDocument();
    // Before the 2 s, nothing watches: the last page shown then does not count.
    if (performance.now() - started < 1500) {
      expect(seenWatcher()).toBeUndefined();
      show(3, 1);
      expect(accept()).toBeDisabled();
    }
    await advanceUntil(() => expect(seenWatcher()).toBeDefined(), { limitMs: 5000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
    show(1, 1);
    show(2, 0.9);
    show(3, 0.4); // less than half of it in view
    expect(accept()).toBeDisabled();
    show(3, 0.5);
    await waitFor(() => expect(accept()).toBeEnabled());
    show(3, 0); // scrolled back up: it was seen
    expect(accept()).toBeEnabled();
  });

  it("refuses '111.111.111-11' and the other wrong fields with the form's messages, and sends nothing", async () => {
    const bodies = watchSignCalls();
    await openPage();
    await readToTheEnd();
    fireEvent.click(accept());
    const dialog = within(await screen.findByRole('dialog', { name: 'Dados do representante' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Assinar' }));
    for (const message of ['Preencha o campo nome completo!', 'Preencha o campo CPF!', 'Preencha o campo e-mail!', 'Preencha o campo cargo!']) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
    fill({ name: 'Maria 2', cpf: '11111111111', email: 'maria@', role: 'Diretora_Jurídica' });
    expect(dialog.getByLabelText(/CPF/)).toHaveValue('111.111.111-11');
    fireEvent.click(dialog.getByRole('button', { name: 'Assinar' }));
    expect(dialog.getByText('CPF inválido!')).toBeInTheDocument();
    expect(dialog.getByText('O nome completo deve conter apenas letras, pontos e espaços!')).toBeInTheDocument();
    expect(dialog.getByText('E-mail inválido!')).toBeInTheDocument();
    expect(dialog.getByText('O cargo deve conter apenas letras, pontos e espaços!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodies).toEqual([]);
  });

  it('signs once however often Assinar is clicked, then leads back to /compliance', async () => {
    const bodies = watchSignCalls();
    const doc = await openPage();
    await readToTheEnd();
    fireEvent.click(accept());
    await screen.findByRole('dialog', { name: 'Dados do representante' });
    const dialog = fill(SIGNER);
    expect(dialog.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    const submit = dialog.getByRole('button', { name: 'Assinar' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const result = await screen.findByRole('dialog', { name: 'Documento assinado' }, LOAD);
    expect(result).toHaveTextContent('Documento assinado com sucesso!');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ complianceId: doc.complianceId, representativeName: 'Maria da Silva Jr.', cpfNumber: '52998224725', mailAddress: SIGNER.email, roleDescription: SIGNER.role });
    expect(pending().signatures.some((one) => one.personId === '1000001')).toBe(true);
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/compliance');
  });

  it('a failed signature says so and goes back to the form with its values', async () => {
    setFault(SIGN_PATH, { status: 500 });
    await openPage();
    await readToTheEnd();
    fireEvent.click(accept());
    await screen.findByRole('dialog', { name: 'Dados do representante' });
    fill(SIGNER);
    fireEvent.click(screen.getByRole('button', { name: 'Assinar' }));
    const result = await screen.findByRole('dialog', { name: 'Erro na assinatura' }, LOAD);
    expect(result).toHaveTextContent('Não foi possível assinar o documento. Por favor tente novamente.');
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    const form = within(await screen.findByRole('dialog', { name: 'Dados do representante' }));
    expect(form.getByLabelText(/Nome completo/)).toHaveValue(SIGNER.name);
    expect(form.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    expect(form.getByLabelText(/E-mail/)).toHaveValue(SIGNER.email);
    expect(form.getByLabelText(/Cargo/)).toHaveValue(SIGNER.role);
    expect(pending().signatures.some((one) => one.personId === '1000001')).toBe(false);
  });
});
