import { fireEvent, render, screen } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useGoBack } from '../../../src/kit/navigation/useGoBack';

function Form() {
  const goBack = useGoBack('/grupos');
  return <button onClick={goBack}>Cancelar</button>;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const mount = (entries: string[]) =>
  render(
    <TestMemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/grupos-ae" element={<Form />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </TestMemoryRouter>,
  );

describe('useGoBack (Cancelar of the forms)', () => {
  it('goes back to the page the form was opened from', () => {
    mount(['/fornecedoresGrupo/1', '/grupos-ae']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/fornecedoresGrupo/1');
  });

  it('goes to the list when the form was the first page opened', () => {
    mount(['/grupos-ae']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/grupos');
  });
});
