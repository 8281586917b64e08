import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSnackbars, enqueueSnackbar, getSnapshot } from '../../../src/kit/snackbar/queue';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { useSnackbar } from '../../../src/kit/snackbar/useSnackbar';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('snackbar queue + host', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearSnackbars();
  });
  afterEach(() => {
    act(() => clearSnackbars());
    vi.useRealTimers();
  });

  it('shows one message at a time, in order, each for 3 s', () => {
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Primeira', { type: 'success' });
      enqueueSnackbar('Segunda', { type: 'info' });
      enqueueSnackbar('Terceira', { type: 'warning' });
    });
    expect(screen.getByText('Primeira')).toBeInTheDocument();
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument();
    advance(2900);
    expect(screen.getByText('Primeira')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Primeira')).not.toBeInTheDocument();
    expect(screen.getByText('Segunda')).toBeInTheDocument();
    advance(3100);
    expect(screen.getByText('Terceira')).toBeInTheDocument();
    advance(3100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an error for 8 s', () => {
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Erro ao carregar dados!', { type: 'error' });
    });
    advance(7900);
    expect(screen.getByText('Erro ao carregar dados!')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Erro ao carregar dados!')).not.toBeInTheDocument();
  });

  it('renders the type as a filled alert anchored bottom left', () => {
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Salvo', { type: 'success' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-filled', 'MuiAlert-colorSuccess');
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomLeft')).not.toBeNull();
  });

  it('keeps a sticky message after 60 s and closes it on the close button', () => {
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Aviso fixo', { sticky: true });
      enqueueSnackbar('Outro aviso fixo', { sticky: true });
    });
    advance(60_000);
    expect(screen.getByText('Aviso fixo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Aviso fixo')).not.toBeInTheDocument();
    expect(screen.getByText('Outro aviso fixo')).toBeInTheDocument();
  });

  it('does not close on click-away', () => {
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Aviso fixo', { sticky: true });
    });
    advance(50); // ClickAwayListener arms itself after mount
    fireEvent.click(document.body);
    fireEvent.touchEnd(document.body);
    advance(1000);
    expect(screen.getByText('Aviso fixo')).toBeInTheDocument();
  });

  it('drops a message equal to the one showing or waiting', () => {
    act(() => {
      expect(enqueueSnackbar('Igual')).not.toBeNull();
      expect(enqueueSnackbar('Outra')).not.toBeNull();
      expect(enqueueSnackbar('Igual')).toBeNull();
      expect(enqueueSnackbar('Outra')).toBeNull();
      expect(enqueueSnackbar('Igual', { type: 'error' })).not.toBeNull();
    });
    const { current, waiting } = getSnapshot();
    expect([current?.message, ...waiting.map((item) => item.message)]).toEqual(['Igual', 'Outra', 'Igual']);
  });

  it('uses the documented defaults for durations', () => {
    act(() => {
      enqueueSnackbar('a', { type: 'success' });
      enqueueSnackbar('b', { type: 'warning' });
      enqueueSnackbar('c', { type: 'error' });
      enqueueSnackbar('d', { sticky: true, type: 'error' });
      enqueueSnackbar('e', { durationMs: 5000 });
    });
    const { current, waiting } = getSnapshot();
    // 'e' closes by itself: it does not wait behind the sticky 'd'.
    expect([current, ...waiting].map((item) => item?.durationMs)).toEqual([3000, 3000, 8000, 5000, null]);
  });

  it('useSnackbar offers one helper per type plus sticky', () => {
    let api: ReturnType<typeof useSnackbar> | undefined;
    const Probe = () => {
      api = useSnackbar();
      return <SnackbarHost />;
    };
    render(<Probe />);
    act(() => {
      api?.warning('Cuidado');
      api?.sticky('Fixo', { type: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    advance(3100);
    expect(screen.getByText('Fixo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    advance(60_000);
    expect(screen.getByText('Fixo')).toBeInTheDocument();
  });

  it('runs the action and onClosed exactly once', () => {
    const onClick = vi.fn();
    const onClosed = vi.fn();
    render(<SnackbarHost />);
    act(() => {
      enqueueSnackbar('Elemento atualizado', { action: { label: 'Desfazer', onClick }, onClosed });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Elemento atualizado')).not.toBeInTheDocument();
  });
});
