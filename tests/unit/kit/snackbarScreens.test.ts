import { enqueueSnackbar, getSnapshot, leaveOtherScreens } from '../../../src/kit/snackbar/queue';

const messages = () => [getSnapshot().current, ...getSnapshot().waiting].map((item) => item?.message);

describe("snackbar queue: a screen's messages", () => {
  it('go when the user is on another route, on screen or waiting; the others stay', () => {
    enqueueSnackbar('Preencha o campo nome!', { type: 'warning', screen: '/perfil' });
    enqueueSnackbar('Erro ao carregar dados!', { type: 'error' });
    enqueueSnackbar('Preencha o campo senha!', { type: 'warning', screen: '/perfil' });
    leaveOtherScreens('/perfil');
    expect(messages()).toEqual(['Preencha o campo nome!', 'Erro ao carregar dados!', 'Preencha o campo senha!']);
    leaveOtherScreens('/');
    expect(messages()).toEqual(['Erro ao carregar dados!']);
  });

  it("close the one on screen with its callback and show the next that is not another screen's", () => {
    const onClosed = vi.fn();
    enqueueSnackbar('Preencha o campo nome!', { type: 'warning', screen: '/perfil', onClosed });
    enqueueSnackbar('Preencha o campo senha!', { type: 'warning', screen: '/perfil' });
    enqueueSnackbar('Você tem pedidos pendentes.', { type: 'warning', sticky: true });
    leaveOtherScreens('/');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['Você tem pedidos pendentes.']);
  });
});
