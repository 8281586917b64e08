import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '../../../mocks/http/faults';
import { ContactPage } from '../../../src/custom/faleConosco/ContactPage';
import { ProfilePage } from '../../../src/custom/profile/ProfilePage';
import { installSessionEndHandler } from '../../../src/session/sessionEnd';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';

/** docs/decisions.md, "Session": a dead session shows its own message only, never a screen's failure text beside it. */
const DEAD = [
  ["'Token inválido!'", { tokenInvalid: true }, 'Autentificação inválida!'],
  ['a 406', { status406: true }, 'O servidor não aceita mais esta sessão. Entre novamente.'],
] as const;
const LOAD = { timeout: 5000 };

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = installSessionEndHandler(vi.fn());
});
afterEach(() => stop());

describe('a dead session says only that it ended', () => {
  for (const [name, fault, message] of DEAD) {
    it(`/perfil: saving answered with ${name}`, async () => {
      const messages = watchMessages();
      setFault('PUT /api/legacy/pessoa/1000001', fault);
      await renderScreenAs('moveis', <ProfilePage />, { route: '/perfil' });
      const edit = within(await screen.findByTestId('profile-edit', {}, LOAD));
      const user = userEvent.setup({ delay: null });
      await user.click(edit.getByLabelText('Senha'));
      await user.paste('digitada1');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(messages).toContain(message), LOAD);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
      expect(messages).toEqual([message]);
    });

    it(`/contact: the contact groups answered with ${name}`, async () => {
      const messages = watchMessages();
      setFault('GET /api/sourcing/contact/list-contact', fault);
      await renderScreenAs('moveis', <ContactPage />, { route: '/contact' });
      await waitFor(() => expect(messages).toContain(message), LOAD);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(messages).toEqual([message]);
    });
  }
});
