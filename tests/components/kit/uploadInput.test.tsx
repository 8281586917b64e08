import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form, required, type Validator } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../src/dataProviders/core/errors';
import { uploadFile } from '../../../src/dataProviders/core/upload';
import { clearSnackbars, enqueueSnackbar } from '../../../src/kit/snackbar/queue';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { UploadInput } from '../../../src/kit/upload/UploadInput';
import { installFakeXhr, lastXhr } from '../dataProviders/fakeXhr';
import { RaTestAdmin } from './raTestProviders';

const rules = { extensions: ['pdf'], maxBytes: 7 * 1024 * 1024, maxInclusive: false };
const messages = { type: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' };
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

type Values = Record<string, unknown>;

function renderForm({ multiple = false, validate }: { multiple?: boolean; validate?: Validator } = {}) {
  const onSubmit = vi.fn<(values: Values) => void>();
  const view = render(
    <RaTestAdmin>
      <Form onSubmit={onSubmit}>
        <UploadInput source="arquivo" rules={rules} messages={messages} multiple={multiple} validate={validate} label="Anexar" />
        <button type="submit">Salvar</button>
      </Form>
      <SnackbarHost />
    </RaTestAdmin>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (...files: File[]) => fireEvent.change(input, { target: { files } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  return { onSubmit, choose, submit };
}

const submitted = (onSubmit: ReturnType<typeof renderForm>['onSubmit']) => onSubmit.mock.calls.at(-1)?.[0].arquivo;

describe('UploadInput in a react-admin Form', () => {
  afterEach(() => {
    act(() => clearSnackbars());
  });

  it("shows the validator's message under the box and blocks the submit until a file is chosen", async () => {
    const { onSubmit, choose, submit } = renderForm({ validate: required('Arquivo precisa ser anexado!') });
    submit();
    expect(await screen.findByText('Arquivo precisa ser anexado!')).toHaveClass('Mui-error');
    expect(onSubmit).not.toHaveBeenCalled();

    choose(pdf('nota.pdf'));
    await waitFor(() => expect(screen.queryByText('Arquivo precisa ser anexado!')).not.toBeInTheDocument());
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toBeInstanceOf(File);
    expect((submitted(onSubmit) as File).name).toBe('nota.pdf');
  });

  it("translates react-admin's own validation messages", async () => {
    const { submit } = renderForm({ validate: required() });
    submit();
    expect(await screen.findByText('Obrigatório')).toBeInTheDocument();
  });

  it('drops a refused file at once with the rule message, leaving the form value empty', async () => {
    const { onSubmit, choose, submit } = renderForm({ validate: required('Arquivo precisa ser anexado!') });
    choose(new File(['a'], 'planilha.xlsx'));
    expect(await screen.findByText('Apenas arquivos pdf são aceitos!')).toBeInTheDocument();
    expect(screen.queryByText('planilha.xlsx')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Arquivo precisa ser anexado!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps several files as File[] and removes one with its button', async () => {
    const { onSubmit, choose, submit } = renderForm({ multiple: true });
    choose(pdf('a.pdf'));
    await screen.findByText('a.pdf');
    choose(pdf('b.pdf'), pdf('c.pdf'));
    await screen.findByText('c.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo b.pdf' }));
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((submitted(onSubmit) as File[]).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
  });

  it('removing the only file empties a single-file input', async () => {
    const { choose, submit } = renderForm({ validate: required('Arquivo precisa ser anexado!') });
    choose(pdf('nota.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remover arquivo nota.pdf' }));
    expect(screen.queryByText('nota.pdf')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Arquivo precisa ser anexado!')).toBeInTheDocument();
  });
});

/** A screen as later areas will write it: the file in the form, the upload on submit, the error in a snackbar. */
function SheetUploadForm() {
  const [progress, setProgress] = useState<number>();
  const send = async (values: Values) => {
    try {
      await uploadFile({ path: '/fichaTecnica', files: [{ field: 'Doc', file: values.arquivo as File }], onProgress: setProgress });
    } catch (error) {
      if (isApiError(error)) enqueueSnackbar(error.message, { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Form onSubmit={send}>
      <UploadInput source="arquivo" rules={rules} validate={required()} progress={progress} label="Anexar ficha" />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe('a stalled upload', () => {
  afterEach(() => {
    act(() => clearSnackbars());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the catalogue's error and keeps the chosen file for another try", async () => {
    installFakeXhr();
    const view = render(
      <RaTestAdmin>
        <SheetUploadForm />
        <SnackbarHost />
      </RaTestAdmin>,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const chosen = pdf('ficha.pdf');
    fireEvent.change(input, { target: { files: [chosen] } });
    await screen.findByText('ficha.pdf');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(lastXhr().body).not.toBeNull());
    act(() => lastXhr().progress(40, 100));
    expect(await screen.findByText('Enviando… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute('aria-valuenow', '40');

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Erro ao carregar dados!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    expect(lastXhr().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('ficha.pdf')).toBeInTheDocument();

    const stalled = lastXhr();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(lastXhr()).not.toBe(stalled));
    expect(lastXhr().body?.get('Doc')).toBe(chosen);
  });
});
