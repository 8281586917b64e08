import { dismissCurrent, enqueueSnackbar, getSnapshot } from '../../../src/kit/snackbar/queue';

const shown = () => getSnapshot().current?.message;
const line = () => getSnapshot().waiting.map((item) => item.message);

describe('snackbar queue: urgent messages', () => {
  it('take the place of a sticky message, which comes back afterwards', () => {
    const onClosed = vi.fn();
    enqueueSnackbar('Você tem pedidos pendentes.', { type: 'warning', sticky: true, onClosed });
    enqueueSnackbar('Outro aviso fixo', { type: 'warning', sticky: true });
    enqueueSnackbar('Dados editados com sucesso!', { type: 'success', urgent: true });
    expect(shown()).toBe('Dados editados com sucesso!');
    expect(line()).toEqual(['Você tem pedidos pendentes.', 'Outro aviso fixo']);
    expect(onClosed).not.toHaveBeenCalled();
    dismissCurrent();
    expect(shown()).toBe('Você tem pedidos pendentes.');
  });

  it('keep their own order and go ahead of waiting sticky messages only', () => {
    enqueueSnackbar('Aviso fixo', { type: 'warning', sticky: true });
    enqueueSnackbar('Preencha o campo nome!', { type: 'warning', urgent: true });
    enqueueSnackbar('Preencha o campo senha!', { type: 'warning', urgent: true });
    expect(shown()).toBe('Preencha o campo nome!');
    expect(line()).toEqual(['Preencha o campo senha!', 'Aviso fixo']);
  });

  it('wait behind messages that close by themselves', () => {
    enqueueSnackbar('Alteração realizada!', { type: 'success' });
    enqueueSnackbar('Erro ao enviar dados!', { type: 'error', urgent: true });
    expect(shown()).toBe('Alteração realizada!');
    expect(line()).toEqual(['Erro ao enviar dados!']);
  });

  it('show at once on an empty queue', () => {
    enqueueSnackbar('Dados editados com sucesso!', { type: 'success', urgent: true });
    expect(shown()).toBe('Dados editados com sucesso!');
    expect(line()).toEqual([]);
  });
});
