import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useNotify, useUpdate, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSnackbars, enqueueSnackbar } from '../../../src/kit/snackbar/queue';
import { RaNotificationBridge } from '../../../src/kit/snackbar/RaNotificationBridge';
import { fakeDataProvider, RaTestAdmin } from './raTestProviders';

function Notifier({ run }: { run: (notify: ReturnType<typeof useNotify>) => void }) {
  const notify = useNotify();
  useEffect(() => run(notify), [notify, run]);
  return null;
}

describe('RaNotificationBridge', () => {
  afterEach(() => {
    act(() => clearSnackbars());
  });

  it('forwards react-admin notifications, translated, into the same queue', async () => {
    const run = (notify: ReturnType<typeof useNotify>) => {
      enqueueSnackbar('Mensagem do kit', { type: 'success' });
      notify('kit.files.emptyUrl', { type: 'warning' });
      notify('Texto livre %{n}', { type: 'error', messageArgs: { n: 3 } });
    };
    render(
      <RaTestAdmin>
        <Notifier run={run} />
        <RaNotificationBridge />
      </RaTestAdmin>,
    );
    expect(await screen.findByText('Mensagem do kit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('URL de arquivo vazia!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Texto livre 3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('keeps autoHideDuration null as a sticky message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const run = (notify: ReturnType<typeof useNotify>) => notify('Fixo', { autoHideDuration: null });
      render(
        <RaTestAdmin>
          <Notifier run={run} />
          <RaNotificationBridge />
        </RaTestAdmin>,
      );
      expect(await screen.findByText('Fixo')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Fixo')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('undoable mutations', () => {
    function UndoableUpdate() {
      const notify = useNotify();
      const [update] = useUpdate();
      useEffect(() => {
        void update(
          'posts',
          { id: 1, data: { title: 'novo' }, previousData: { id: 1, title: 'velho' } },
          { mutationMode: 'undoable', onSuccess: () => notify('Elemento atualizado', { undoable: true }) },
        );
      }, [notify, update]);
      return null;
    }

    function setup() {
      const base = fakeDataProvider({ posts: [{ id: 1, title: 'velho' }] });
      const update = vi.fn(async () => ({ data: { id: 1, title: 'novo' } }));
      const dataProvider = { ...base, update } as unknown as DataProvider;
      render(
        <RaTestAdmin dataProvider={dataProvider}>
          <UndoableUpdate />
          <RaNotificationBridge />
        </RaTestAdmin>,
      );
      return update;
    }

    it('runs the mutation when the snackbar closes', async () => {
      const update = setup();
      expect(await screen.findByText('Elemento atualizado')).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    });

    it('cancels the mutation on Desfazer', async () => {
      const update = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Desfazer' }));
      expect(screen.queryByText('Elemento atualizado')).not.toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(update).not.toHaveBeenCalled();
    });
  });
});
