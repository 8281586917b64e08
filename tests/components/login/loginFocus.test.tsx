import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPassword } from '../../../src/authProvider';
import { LoginScreen } from '../../../src/login/LoginScreen';

function renderLogin() {
  render(<LoginScreen onLogin={vi.fn()} resetPassword={resetPassword} />);
}

describe('LoginScreen focus and links', () => {
  it('puts the focus in the code field when it opens', () => {
    renderLogin();
    expect(screen.getByLabelText('Código do fornecedor')).toHaveFocus();
  });

  it("puts the focus in the reset modal's code field when it opens", async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveFocus();
  });

  it('lays the links out in centred lines that wrap, with the same gap between them', () => {
    renderLogin();
    const row = screen.getByRole('button', { name: 'Esqueceu sua senha?' }).parentElement as HTMLElement;
    expect(row).toContainElement(screen.getByRole('button', { name: 'Endereços' }));
    const style = getComputedStyle(row);
    expect({ display: style.display, wrap: style.flexWrap, justify: style.justifyContent }).toEqual({
      display: 'flex',
      wrap: 'wrap',
      justify: 'center',
    });
    expect(style.columnGap).not.toBe('');
  });
});
