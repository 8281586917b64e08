import { act, fireEvent, render, screen } from '@testing-library/react';
import { ResetPasswordDialog } from '../../../src/login/ResetPasswordDialog';

afterEach(() => vi.useRealTimers());

describe('reset-password modal', () => {
  it('closes 200 ms after the success, not before (spec part 1, section 9)', async () => {
    const onClose = vi.fn();
    render(<ResetPasswordDialog open initialCode="1000001" onClose={onClose} resetPassword={() => Promise.resolve('Enviado.')} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir' }));
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
