import { dismissCurrent, enqueueSnackbar, getSnapshot, leaveOtherScreens } from '../../../src/kit/snackbar/queue';

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

  it('keep their own order and go ahead of waiting sticky messages', () => {
    enqueueSnackbar('Aviso fixo', { type: 'warning', sticky: true });
    enqueueSnackbar('Preencha o campo nome!', { type: 'warning', urgent: true });
    enqueueSnackbar('Preencha o campo senha!', { type: 'warning', urgent: true });
    expect(shown()).toBe('Preencha o campo nome!');
    expect(line()).toEqual(['Preencha o campo senha!', 'Aviso fixo']);
  });

  it('go ahead of waiting messages that are not urgent', () => {
    enqueueSnackbar('Alteração realizada!', { type: 'success' });
    enqueueSnackbar('Lista de contatos carregadas!', { type: 'success' });
    enqueueSnackbar('Erro ao enviar e-mail', { type: 'error', urgent: true });
    expect(line()).toEqual(['Erro ao enviar e-mail', 'Lista de contatos carregadas!']);
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

describe('snackbar queue: sticky reminders', () => {
  it('never hold back a message that closes by itself: it shows at once, the reminder steps back', () => {
    const onClosed = vi.fn();
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', { type: 'warning', sticky: true, onClosed });
    enqueueSnackbar('Você possui alguns documentos pendentes de aceite!', { type: 'warning', sticky: true });
    enqueueSnackbar('Agendamento realizado!', { type: 'success' });
    expect(shown()).toBe('Agendamento realizado!');
    expect(line()).toEqual(['Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', 'Você possui alguns documentos pendentes de aceite!']);
    expect(onClosed).not.toHaveBeenCalled();

    enqueueSnackbar('Alguns arquivos são inválidos...', { type: 'warning' });
    expect(line()[0]).toBe('Alguns arquivos são inválidos...');
    dismissCurrent();
    expect(shown()).toBe('Alguns arquivos são inválidos...');
    dismissCurrent();
    expect(shown()).toBe('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!');
  });

  it('wait for each other, one at a time', () => {
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', { type: 'warning', sticky: true });
    enqueueSnackbar('Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!', { type: 'warning', sticky: true });
    expect(shown()).toBe('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!');
    expect(line()).toEqual(['Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!']);
  });

  it('go, on screen or waiting, once the user is on the page they point to (or below it)', () => {
    const onClosed = vi.fn();
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', {
      type: 'warning',
      sticky: true,
      onClosed,
      pointsTo: ['/pendentesNova', '/pendentes'],
    });
    enqueueSnackbar('Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!', {
      type: 'warning',
      sticky: true,
      pointsTo: ['/gerenciarPedidos'],
    });
    leaveOtherScreens('/pendentes-x');
    expect(shown()).toBe('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!');
    leaveOtherScreens('/pendentesNova');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!');
    leaveOtherScreens('/gerenciarPedidos/tab/5');
    expect(shown()).toBeUndefined();
  });
});
