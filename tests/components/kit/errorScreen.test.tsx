import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/config';
import { ErrorScreen } from '../../../src/kit/errors/ErrorScreen';
import { RaErrorPage } from '../../../src/kit/errors/RaErrorPage';

const flags = { debug: false };
// config.debug as the test says, read where ErrorScreen reads it; the real value is put back after the file.
const realDebug = Object.getOwnPropertyDescriptor(config, 'debug')!;
beforeAll(() => {
  Object.defineProperty(config, 'debug', { configurable: true, enumerable: true, get: () => flags.debug });
});
afterAll(() => {
  Object.defineProperty(config, 'debug', realDebug);
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
