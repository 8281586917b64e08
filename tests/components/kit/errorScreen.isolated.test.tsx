import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../../src/kit/errors/ErrorScreen';
import { RaErrorPage } from '../../../src/kit/errors/RaErrorPage';

const flags = vi.hoisted(() => ({ debug: false }));
vi.mock('../../../src/config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/config')>();
  return {
    ...original,
    config: new Proxy(original.config, {
      get: (target, key) => (key === 'debug' ? flags.debug : target[key as keyof typeof target]),
    }),
  };
});

describe('ErrorScreen', () => {
  afterEach(() => {
    flags.debug = false;
  });

  it('shows the spec texts and hides the detail outside debug', () => {
    render(<ErrorScreen detail="TypeError: x is undefined" />);
    expect(screen.getByText('Opps, ocorreu um erro.')).toBeInTheDocument();
    expect(screen.getByText('Caso essa mensagem persistir comunique o suporte.')).toBeInTheDocument();
    expect(screen.queryByText(/TypeError/)).not.toBeInTheDocument();
  });

  it('shows the detail when config.debug is on', () => {
    flags.debug = true;
    render(<ErrorScreen detail="TypeError: x is undefined" />);
    expect(screen.getByText('TypeError: x is undefined')).toBeInTheDocument();
  });

  it('RaErrorPage renders the same texts and offers a retry', () => {
    const reset = vi.fn();
    render(<RaErrorPage error={new Error('boom')} resetErrorBoundary={reset} />);
    expect(screen.getByText('Opps, ocorreu um erro.')).toBeInTheDocument();
    expect(screen.getByText('Caso essa mensagem persistir comunique o suporte.')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('RaErrorPage shows the error in debug builds', () => {
    flags.debug = true;
    render(<RaErrorPage error={new Error('boom')} />);
    expect(screen.getByText(/Error: boom/)).toBeInTheDocument();
  });
});
