import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Edit, SimpleForm, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { legacyResource } from '../../../src/dataProviders/core/legacyResource';
import { PortalCreate } from '../../../src/kit/forms/PortalCreate';
import { PortalEdit } from '../../../src/kit/forms/PortalEdit';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { RaTestAdmin } from './raTestProviders';

interface Grupo {
  ID_GRUPO: number;
  DS_GRUPO: string;
}

/** react-admin's undo snackbar stays 4 s: an update seen well before that was not held for undo. */
const BEFORE_UNDO_DELAY_MS = 2000;

const grupos = legacyResource<Grupo>({ path: '/grupo', id: (row) => row.ID_GRUPO, toBody: (data) => ({ descricao: data.DS_GRUPO }) });

/** GET /grupo/7 answers a group; PUT and POST are recorded with their bodies. */
function groupServer() {
  const writes: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    writes.push({ method: request.method, url: request.url, headers: request.headers, body: await request.json() });
    return HttpResponse.json({ status: true, message: 'Grupo salvo!' });
  };
  server.use(
    http.get(apiUrl('legacy', '/grupo/:id'), () => HttpResponse.json({ status: true, itens: [{ ID_GRUPO: 7, DS_GRUPO: 'Antes' }] })),
    http.put(apiUrl('legacy', '/grupo/:id'), record),
    http.post(apiUrl('legacy', '/grupo'), record),
  );
  return writes;
}

async function editAndSave(): Promise<void> {
  const input = await screen.findByDisplayValue('Antes');
  fireEvent.change(input, { target: { value: 'Depois' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('PortalEdit', () => {
  it('sends the PUT as soon as Save is clicked (pessimistic), with the exact URL, headers and body', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-form');
    const writes = groupServer();
    render(
      <RaTestAdmin dataProvider={grupos}>
        <PortalEdit resource="grupos" id={7}>
          <SimpleForm>
            <TextInput source="DS_GRUPO" />
          </SimpleForm>
        </PortalEdit>
      </RaTestAdmin>,
    );
    await editAndSave();
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: BEFORE_UNDO_DELAY_MS });
    expect(writes[0].method).toBe('PUT');
    expect(writes[0].url).toBe(apiUrl('legacy', '/grupo/7'));
    expect(writes[0].headers.get('User-Token')).toBe('tok-form');
    expect(writes[0].headers.get('Content-Type')).toBe('application/json');
    expect(writes[0].body).toEqual({ descricao: 'Depois' });
  });

  it("react-admin's own Edit (undoable) has sent nothing by then: the wrapper is what makes the save immediate", async () => {
    // The half second after Save passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeCookie(TOKEN_COOKIE, 'tok-form');
    const writes = groupServer();
    render(
      <RaTestAdmin dataProvider={grupos}>
        <Edit resource="grupos" id={7}>
          <SimpleForm>
            <TextInput source="DS_GRUPO" />
          </SimpleForm>
        </Edit>
      </RaTestAdmin>,
    );
    await editAndSave();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(writes).toHaveLength(0);
  });
});

describe('PortalCreate', () => {
  it('sends the POST as soon as Save is clicked', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-form');
    const writes = groupServer();
    render(
      <RaTestAdmin dataProvider={grupos}>
        <PortalCreate resource="grupos" record={{ DS_GRUPO: 'Antes' }}>
          <SimpleForm>
            <TextInput source="DS_GRUPO" />
          </SimpleForm>
        </PortalCreate>
      </RaTestAdmin>,
    );
    await editAndSave();
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: BEFORE_UNDO_DELAY_MS });
    expect(writes[0].method).toBe('POST');
    expect(writes[0].url).toBe(apiUrl('legacy', '/grupo'));
    expect(writes[0].body).toEqual({ descricao: 'Depois' });
  });
});
