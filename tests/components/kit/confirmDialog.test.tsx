import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../src/kit/dialogs/ConfirmDialog';

/** A caller that sends on Sim, shows the request as loading, and closes the dialog once it succeeded. */
function Caller({ send }: { send: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Cancelar agendamento"
      text="Deseja cancelar?"
      loading={loading}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setLoading(true);
        void send().then(() => {
          setLoading(false);
          setOpen(false);
        });
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('a second click that lands after a quick success, on the closing dialog, sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Caller send={send} />);
    const yes = screen.getByRole('button', { name: 'Sim' });
    fireEvent.click(yes);
    await act(() => Promise.resolve());
    // The request ended and the dialog is closing; its buttons are still on screen during the exit transition.
    fireEvent.click(yes);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a request that failed while the dialog stays open may be confirmed again', async () => {
    let fail = true;
    const send = vi.fn(() => (fail ? Promise.reject(new Error('falhou')) : Promise.resolve()));
    function Retrying() {
      const [loading, setLoading] = useState(false);
      return (
        <ConfirmDialog
          open
          title="Remover"
          text="Deseja remover?"
          loading={loading}
          onCancel={() => undefined}
          onConfirm={() => {
            setLoading(true);
            void send().catch(() => setLoading(false));
          }}
        />
      );
    }
    render(<Retrying />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await act(() => Promise.resolve());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
