import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileViewer } from '../../../src/kit/files/FileViewer';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';

describe('FileViewer', () => {
  afterEach(() => {
    act(() => clearSnackbars());
  });

  it('loads an https URL in a titled iframe and goes back', () => {
    const onBack = vi.fn();
    render(<FileViewer url="https://arquivos.exemplo.com/nota.pdf" title="Nota fiscal 123" onBack={onBack} />);
    const frame = screen.getByTitle('Nota fiscal 123');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://arquivos.exemplo.com/nota.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('uses a default frame title', () => {
    render(<FileViewer url="/api/legacy/arquivo/1" onBack={vi.fn()} />);
    expect(screen.getByTitle('Visualização do arquivo')).toHaveAttribute('src', '/api/legacy/arquivo/1');
  });

  it('warns about an empty URL and renders only Voltar', () => {
    render(
      <>
        <FileViewer url="  " onBack={vi.fn()} />
        <SnackbarHost />
      </>,
    );
    expect(screen.getByText('URL de arquivo vazia!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('never loads %s', (url) => {
    render(
      <>
        <FileViewer url={url} onBack={vi.fn()} />
        <SnackbarHost />
      </>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('URL de arquivo inválida!')).toBeInTheDocument();
  });
});
