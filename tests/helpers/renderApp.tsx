import { render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/App';
import { login } from '../../src/authProvider';
import { forgetSessionUser } from '../../src/session/currentUser';
import { testTheme } from './testTheme';
import { ACCOUNTS, type AccountName } from './accounts';

/**
 * Renders the whole portal signed in as a demo account, at a hash route, against the MSW handlers:
 * the real login call, the real session check, the real providers.
 */
export async function renderAppAs(account: AccountName, route = '/'): Promise<RenderResult> {
  const { codigo, senha } = ACCOUNTS[account];
  forgetSessionUser();
  await login({ codigo, senha });
  window.location.hash = `#${route}`;
  return render(<App theme={testTheme()} />);
}
