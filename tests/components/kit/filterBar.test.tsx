import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterBarProps } from '../../../src/kit/filters/FilterBar';
import { fakeDataProvider, RaTestAdmin } from './raTestProviders';

const suppliers = [
  { id: 101, ID_PESSOA: 101, NM_PESSOA: 'Alfa Alimentos', RET_EMAIL_PESSOA: 'a@alfa.com' },
  { id: 202, ID_PESSOA: 202, NM_PESSOA: 'Beta Bebidas', RET_EMAIL_PESSOA: 'b@beta.com' },
];

function setup(props: Partial<FilterBarProps> = {}) {
  const onApply = vi.fn();
  const view = render(
    <RaTestAdmin dataProvider={fakeDataProvider({ fornecedores: suppliers })}>
      <FilterBar onApply={onApply} {...props} />
    </RaTestAdmin>,
  );
  const dateInput = (name: 'startDate' | 'endDate') =>
    view.container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return { onApply, dateInput };
}

const typeDate = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

describe('FilterBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 4, 15, 10, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to the last 30 days up to today', async () => {
    const { onApply, dateInput } = setup();
    expect(await screen.findByRole('button', { name: 'Aplicar' })).toBeInTheDocument();
    expect(dateInput('startDate').value).toBe('15/04/2024');
    expect(dateInput('endDate').value).toBe('15/05/2024');
    apply();
    expect(onApply).toHaveBeenCalledWith({ startDate: new Date(2024, 3, 15), endDate: new Date(2024, 4, 15) });
  });

  it('requires the start date', async () => {
    const { onApply, dateInput } = setup();
    typeDate(dateInput('startDate'), '');
    apply();
    expect(await screen.findByText('Data de início deve ser preenchida!')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('requires the end date', async () => {
    const { onApply, dateInput } = setup();
    typeDate(dateInput('endDate'), '');
    apply();
    expect(await screen.findByText('Data de fim deve ser preenchida!')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('blocks an end date before the start date and keeps what was typed', async () => {
    const { onApply, dateInput } = setup();
    typeDate(dateInput('startDate'), '10/05/2024');
    typeDate(dateInput('endDate'), '01/05/2024');
    apply();
    expect(await screen.findByText('Data de fim não pode ser anterior à data de início!')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(dateInput('startDate').value).toBe('10/05/2024');
    expect(dateInput('endDate').value).toBe('01/05/2024');
  });

  it('calls onApply with every visible field', async () => {
    const { onApply, dateInput } = setup({ noteType: 'DPU', paymentType: true });
    typeDate(dateInput('startDate'), '01/03/2024');
    typeDate(dateInput('endDate'), '31/03/2024');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de nota' }));
    const noteOptions = within(screen.getByRole('listbox'));
    expect(noteOptions.getAllByRole('option').map((option) => option.textContent)).toEqual(['Devolução', 'Pedidos', 'Descargas']);
    fireEvent.click(noteOptions.getByRole('option', { name: 'Descargas' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de pagamento' }));
    const paymentOptions = within(screen.getByRole('listbox'));
    expect(paymentOptions.getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos', 'Pendentes', 'Pagos']);
    fireEvent.click(paymentOptions.getByRole('option', { name: 'Pagos' }));

    apply();
    expect(onApply).toHaveBeenCalledWith({
      noteType: 'U',
      startDate: new Date(2024, 2, 1),
      endDate: new Date(2024, 2, 31),
      paymentType: 'G',
    });
  });

  it('offers only Devolução and Pedidos for DP', () => {
    setup({ noteType: 'DP' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de nota' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Devolução',
      'Pedidos',
    ]);
  });

  it('hides the supplier field outside the internal view', () => {
    setup({ supplier: true, internalView: false });
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).not.toBeInTheDocument();
  });

  it('shows suppliers as "id - name" in the internal view and applies a picked supplier at once, with the other fields', async () => {
    const { onApply, dateInput } = setup({ supplier: true, internalView: true });
    typeDate(dateInput('startDate'), '01/03/2024');
    const supplier = screen.getByRole('combobox', { name: 'Fornecedor' });
    fireEvent.mouseDown(supplier);
    fireEvent.keyDown(supplier, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: '202 - Beta Bebidas' }));
    await waitFor(() => expect(supplier).toHaveValue('202 - Beta Bebidas'));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ personId: 202, startDate: new Date(2024, 2, 1), endDate: new Date(2024, 4, 15) });
    typeDate(dateInput('endDate'), '31/03/2024');
    expect(onApply).toHaveBeenCalledTimes(1);
    apply();
    expect(onApply).toHaveBeenLastCalledWith({ personId: 202, startDate: new Date(2024, 2, 1), endDate: new Date(2024, 2, 31) });
  });

  it('a picked supplier with a wrong field applies nothing and says why', async () => {
    const { onApply, dateInput } = setup({ supplier: true, internalView: true });
    typeDate(dateInput('endDate'), '');
    const supplier = screen.getByRole('combobox', { name: 'Fornecedor' });
    fireEvent.mouseDown(supplier);
    fireEvent.keyDown(supplier, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: '101 - Alfa Alimentos' }));
    expect(await screen.findByText('Data de fim deve ser preenchida!')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('starts from the initial values', () => {
    const { dateInput } = setup({ initial: { startDate: new Date(2024, 0, 2), endDate: new Date(2024, 0, 31) } });
    expect(dateInput('startDate').value).toBe('02/01/2024');
    expect(dateInput('endDate').value).toBe('31/01/2024');
  });

  it('shows a preset supplier by its label', async () => {
    setup({ supplier: true, internalView: true, initial: { personId: 101 } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveValue('101 - Alfa Alimentos'));
  });
});
