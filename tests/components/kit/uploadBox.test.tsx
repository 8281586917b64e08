import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { UploadBox } from '../../../src/kit/upload/UploadBox';

const MB = 1024 * 1024;
const rules = { extensions: ['pdf'], maxBytes: 7 * MB, maxInclusive: false };
const messages = { type: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' };

const pdf = (name: string, size?: number) => {
  const bytes = new Uint8Array(size ?? 16);
  bytes.set(new TextEncoder().encode('%PDF-1.7'));
  return new File([bytes], name, { type: 'application/pdf' });
};

function setup(props: Partial<Parameters<typeof UploadBox>[0]> = {}) {
  const onChange = vi.fn();
  const view = render(
    <>
      <UploadBox rules={rules} messages={messages} label="Anexar nota fiscal" onChange={onChange} {...props} />
      <SnackbarHost />
    </>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onChange, input };
}

describe('UploadBox', () => {
  afterEach(() => {
    act(() => clearSnackbars());
  });

  it('accepts a valid PDF', async () => {
    const { onChange, input } = setup();
    expect(input).toHaveAttribute('accept', '.pdf');
    await userEvent.upload(input, pdf('nota.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'nota.pdf' })]));
    expect(screen.getByText('nota.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a refusal to onRefuse instead of its own snackbar', async () => {
    const onRefuse = vi.fn();
    const { onChange, input } = setup({ onRefuse });
    await userEvent.upload(input, pdf('grande.pdf', 7 * MB));
    await waitFor(() => expect(onRefuse).toHaveBeenCalledWith('Tamanho máximo de arquivo 7mb.'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a fake PDF and shows the content message', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, new File(['isto não é pdf'], 'x.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('O conteúdo do arquivo não corresponde ao seu tipo!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(input.value).toBe('');
    expect(screen.queryByText('x.pdf')).not.toBeInTheDocument();
  });

  it("refuses 7 MB with the caller's size message", async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, pdf('grande.pdf', 7 * MB));
    expect(await screen.findByText('Tamanho máximo de arquivo 7mb.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('without rules takes any file as chosen (the form checks it), with no accept filter', async () => {
    const { onChange, input } = setup({ rules: undefined });
    expect(input).not.toHaveAttribute('accept');
    fireEvent.change(input, { target: { files: [new File(['a'], 'ficha')] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'ficha' })]));
    expect(screen.getByText('ficha')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses another extension with the caller's type message", async () => {
    const { onChange, input } = setup();
    fireEvent.change(input, { target: { files: [new File(['a'], 'planilha.xlsx')] } });
    expect(await screen.findByText('Apenas arquivos pdf são aceitos!')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('accepts dropped files and keeps only the valid ones when multiple', async () => {
    const { onChange } = setup({ multiple: true });
    const zone = screen.getByText('ou arraste o arquivo até aqui').parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), new File(['x'], 'b.pdf'), pdf('c.pdf')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0].map((file: File) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(await screen.findByText('O conteúdo do arquivo não corresponde ao seu tipo!')).toBeInTheDocument();
  });

  it('ignores drops and disables the button when disabled', () => {
    const { onChange } = setup({ disabled: true });
    expect(screen.getByRole('button', { name: 'Anexar nota fiscal' })).toBeDisabled();
    const zone = screen.getByText('ou arraste o arquivo até aqui').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf')] } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a chosen file with its button', async () => {
    const { onChange, input } = setup();
    await userEvent.upload(input, pdf('nota.pdf'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover arquivo nota.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('nota.pdf')).not.toBeInTheDocument();
  });

  it('adds each choice to the list when multiple, without repeating a file', async () => {
    const { onChange, input } = setup({ multiple: true });
    const first = pdf('a.pdf');
    await userEvent.upload(input, first);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await userEvent.upload(input, [first, pdf('b.pdf')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1][0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('shows the upload percentage only while progress is given', () => {
    const { rerender } = render(<UploadBox rules={rules} onChange={vi.fn()} progress={42.4} />);
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Enviando… 42%')).toBeInTheDocument();
    rerender(<UploadBox rules={rules} onChange={vi.fn()} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('draws the button in the error colour when the form says so', () => {
    setup({ error: true });
    expect(screen.getByRole('button', { name: 'Anexar nota fiscal' })).toHaveClass('MuiButton-colorError');
  });

  it('opens the file chooser from the button', () => {
    const { input } = setup();
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Anexar nota fiscal' }));
    expect(click).toHaveBeenCalledTimes(1);
  });
  it('shows its hint, and flags a chosen file above warnAbove while still taking it', async () => {
    const warnAbove = { bytes: 1 * MB, message: 'Arquivo com mais de 1 MB.' };
    const { onChange, input } = setup({ hint: 'Tamanho máximo 7 MB', warnAbove });
    expect(screen.getByText('Tamanho máximo 7 MB')).toBeInTheDocument();
    await userEvent.upload(input, pdf('exata.pdf', 1 * MB));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'exata.pdf' })]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.upload(input, pdf('grande.pdf', 1 * MB + 1));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'grande.pdf' })]));
    expect(screen.getByRole('status')).toHaveTextContent('Arquivo com mais de 1 MB.');
    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo grande.pdf' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
