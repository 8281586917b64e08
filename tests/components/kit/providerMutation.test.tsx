import { fireEvent, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { combineDataProviders } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { withCustomMethods } from '../../../src/dataProviders/core/customMethods';
import { useProviderMutation } from '../../../src/kit/data/useProviderMutation';
import { legacyResource } from '../../../src/dataProviders/core/legacyResource';
import { legacyMutation } from '../../../src/dataProviders/core/mutation';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { fakeDataProvider, RaTestAdmin } from './raTestProviders';

interface Pedido {
  NR_PEDIDO: number;
}

const pedidos = withCustomMethods(legacyResource<Pedido>({ path: '/pedido', id: (row) => row.NR_PEDIDO }), {
  confirm: (_resource: string, params: { id: number; data: string }) =>
    legacyMutation<Pedido>({
      method: 'PUT',
      path: `/pedido/${params.id}/confirmar`,
      body: { dataAgenda: params.data },
      key: `pedidos:confirm:${params.id}`,
    }),
});
type PedidosProvider = typeof pedidos;

const dataProvider = combineDataProviders((resource) => (resource === 'pedidos' ? pedidos : fakeDataProvider({})));

function ConfirmButton() {
  const confirm = useProviderMutation<PedidosProvider, 'confirm'>('pedidos', 'confirm');
  return (
    <>
      <button type="button" onClick={() => confirm.mutate({ id: 12, data: '01/12/2026' })}>
        Confirmar
      </button>
      {confirm.data && <p>{`${confirm.data.message} (${String(confirm.data.itens?.NR_PEDIDO)})`}</p>}
      {confirm.error && <p role="alert">{confirm.error.message}</p>}
    </>
  );
}

function recordConfirms(body: Record<string, unknown>) {
  const seen: { url: string; method: string; token: string | null; body: unknown }[] = [];
  server.use(
    http.put(apiUrl('legacy', '/pedido/:id/confirmar'), async ({ request }) => {
      seen.push({ url: request.url, method: request.method, token: request.headers.get('User-Token'), body: await request.json() });
      await delay(50);
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

const renderButton = () =>
  render(
    <RaTestAdmin dataProvider={dataProvider}>
      <ConfirmButton />
    </RaTestAdmin>,
  );

describe('useProviderMutation over a custom provider method', () => {
  it('reaches the resource provider through combineDataProviders, and a double click sends once', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-pedidos');
    const seen = recordConfirms({ status: true, message: 'Agendamento confirmado!', itens: { NR_PEDIDO: 12 } });
    renderButton();
    const button = screen.getByRole('button', { name: 'Confirmar' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Agendamento confirmado! (12)')).toBeInTheDocument();
    expect(seen).toEqual([{ url: apiUrl('legacy', '/pedido/12/confirmar'), method: 'PUT', token: 'tok-pedidos', body: { dataAgenda: '01/12/2026' } }]);
  });

  it("shows the server's refusal as the mutation error", async () => {
    // react-admin's useDataProvider logs every failed call to the console in development.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeCookie(TOKEN_COOKIE, 'tok-pedidos');
    recordConfirms({ status: false, message: 'Pedido já confirmado' });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pedido já confirmado');
    consoleError.mockRestore();
  });
});
