import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { CondicaoCreate } from '../../../src/resources/condicoesPagamento/CondicaoCreate';
import { CondicaoEdit } from '../../../src/resources/condicoesPagamento/CondicaoEdit';
import { CondicaoList } from '../../../src/resources/condicoesPagamento/CondicaoList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

function Screens() {
  return (
    <Routes>
      <Route path="/manutencaoCondicoesPagamento" element={<CondicaoList />} />
      <Route path="/manutencaoCondicoesPagamento-ae" element={<CondicaoCreate />} />
      <Route path="/manutencaoCondicoesPagamento-ae/:id" element={<CondicaoEdit />} />
    </Routes>
  );
}

const LOAD = { timeout: 8000 };
const open = (route: string) => renderScreenAs('comercial', <Screens />, { route, path: '/*', resource: 'condicoesPagamento' });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

function watchWrites(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.includes('/condicoesPagamento')) void request.clone().json().then((body) => bodies.push([request.method, body]));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('Condições Pagamento', { timeout: 60_000 }, () => {
  it('lists the conditions (code hidden), default ones as Sim', async () => {
    await open('/manutencaoCondicoesPagamento');
    expect(await screen.findByText('Antecipação 7 dias', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Condições Pagamento' })).toBeInTheDocument();
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Nome da condição',
      'Condição padrão atrelada',
      'Prazo de atendimento',
      'Percentual desconto',
      'Condição padrão',
      'Ações',
    ]);
    const cells = (name: string) =>
      [...document.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)).find((texts) => texts[0] === name);
    expect(cells('Antecipação 14 dias')).toEqual(['Antecipação 14 dias', 'Padrão 28 dias', '14 dias', '1,5%', 'Não', '']);
    expect(cells('Padrão 45 dias')).toEqual(['Padrão 45 dias', '', '45 dias', '0,0%', 'Sim', '']);
    expect(screen.getByLabelText('Editar Antecipação 14 dias')).toHaveAttribute('href', '/manutencaoCondicoesPagamento-ae/14');
    expect(untranslated()).toEqual([]);
  });

  it('Adicionar: every rule says its message; the inputs clamp the term and the discount; the POST carries the spec fields', async () => {
    const writes = watchWrites();
    await open('/manutencaoCondicoesPagamento-ae');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar' }, LOAD)).toBeInTheDocument();
    save();
    expect(screen.getByText('Preencha o campo de nome da condição!')).toBeInTheDocument();
    type(/^Nome da condição/, 'Antecipação 3 dias');
    type(/^Prazo de atendimento/, '-4');
    expect(screen.getByLabelText(/^Prazo de atendimento/)).toHaveValue('0');
    save();
    expect(screen.getByText('Preencha o campo de prazo de atendimento corretamente!')).toBeInTheDocument();
    type(/^Prazo de atendimento/, '3a45');
    expect(screen.getByLabelText(/^Prazo de atendimento/)).toHaveValue('345');
    type(/^Prazo de atendimento/, '3');
    save();
    expect(screen.getByText('Preencha o campo de condição padrão atrelada!')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Condição padrão atrelada/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Padrão 28 dias' }));
    save();
    expect(screen.getByText('Preencha o campo de percentual desconto corretamente!')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    type(/^Percentual desconto/, '250');
    expect(screen.getByLabelText(/^Percentual desconto/)).toHaveValue('100');
    type(/^Percentual desconto/, '4.25');
    expect(writes).toEqual([]);
    save();
    expect(await screen.findByText('Condição de pagamento inserida com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([['POST', { Cd_pagto_padrao_org: 28, Nr_prazo: 3, Vp_desc_antec_pagto: 4.25, In_cond_padrao_org: 'N', Tx_obs: 'Antecipação 3 dias' }]]);
    expect(db.tables.paymentConditions.at(-1)).toMatchObject({ name: 'Antecipação 3 dias', standardId: 28, deadlineDays: 3, discountPercent: 4.25 });
  });

  it('Editar loads the condition (comma decimal) and PUTs it with Cd_pagto; a default condition has no attached one (S)', async () => {
    const writes = watchWrites();
    await open('/manutencaoCondicoesPagamento-ae/14');
    expect(await screen.findByDisplayValue('Antecipação 14 dias', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Percentual desconto/)).toHaveValue('1,5');
    type(/^Prazo de atendimento/, '12');
    save();
    expect(await screen.findByText('Condição de pagamento editada com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([['PUT', { Cd_pagto: 14, Cd_pagto_padrao_org: 28, Nr_prazo: 12, Vp_desc_antec_pagto: 1.5, In_cond_padrao_org: 'N', Tx_obs: 'Antecipação 14 dias' }]]);
  });

  it("'Editar' from the list opens a seeded condition filled and Salvar sends the PUT", async () => {
    const writes = watchWrites();
    await open('/manutencaoCondicoesPagamento');
    fireEvent.click(await screen.findByLabelText('Editar Antecipação 14 dias', {}, LOAD));
    expect(await screen.findByDisplayValue('Antecipação 14 dias', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prazo de atendimento/)).toHaveValue('14');
    expect(screen.getByLabelText(/^Percentual desconto/)).toHaveValue('1,5');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Condição padrão atrelada/ })).toHaveTextContent('Padrão 28 dias'));
    type(/^Prazo de atendimento/, '13');
    save();
    expect(await screen.findByText('Condição de pagamento editada com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([['PUT', { Cd_pagto: 14, Cd_pagto_padrao_org: 28, Nr_prazo: 13, Vp_desc_antec_pagto: 1.5, In_cond_padrao_org: 'N', Tx_obs: 'Antecipação 14 dias' }]]);
  });

  it("'Editar' from the list opens a condition added after the seed filled", async () => {
    const writes = watchWrites();
    const next = db.tables.paymentConditions.reduce((max, row) => Math.max(max, row.paymentId), 0) + 1;
    db.tables.paymentConditions.push({ paymentId: next, name: 'Nova 5 dias', standard: 'S', standardId: null, deadlineDays: 5, discountPercent: 0 });
    await open('/manutencaoCondicoesPagamento');
    fireEvent.click(await screen.findByLabelText('Editar Nova 5 dias', {}, LOAD));
    expect(await screen.findByDisplayValue('Nova 5 dias', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prazo de atendimento/)).toHaveValue('5');
    expect(screen.getByRole('switch', { name: 'Condição padrão' })).toBeChecked();
    save();
    expect(await screen.findByText('Condição de pagamento editada com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([['PUT', { Cd_pagto: next, Cd_pagto_padrao_org: null, Nr_prazo: 5, Vp_desc_antec_pagto: 0, In_cond_padrao_org: 'S', Tx_obs: 'Nova 5 dias' }]]);
  });

  it("a condition that does not load from the list says 'Erro na recuperação de dados de condições!' and shows no form", async () => {
    await open('/manutencaoCondicoesPagamento');
    setFault('GET /api/legacy/condicoesPagamento/14', { status: 500 });
    fireEvent.click(await screen.findByLabelText('Editar Antecipação 14 dias', {}, LOAD));
    expect(await screen.findByText('Erro na recuperação de dados de condições!', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Prazo de atendimento/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Condições Pagamento' })).toBeInTheDocument());
  });

  it("a save the server refuses says the catalogue's text and the server's reason, and keeps what was typed", async () => {
    await open('/manutencaoCondicoesPagamento-ae/28');
    expect(await screen.findByDisplayValue('Padrão 28 dias', {}, LOAD)).toBeInTheDocument();
    // 28 days has conditions attached: it cannot stop being a default one.
    fireEvent.click(screen.getByRole('switch', { name: 'Condição padrão' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Condição padrão atrelada/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Padrão 45 dias' }));
    type(/^Percentual desconto/, '2');
    save();
    expect(
      await screen.findByText('Erro na edição de dados de condições! Condição padrão com condições atreladas não pode deixar de ser padrão.', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Percentual desconto/)).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
