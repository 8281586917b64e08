import { render, screen } from '@testing-library/react';
import { isStatusHash, StatusPage } from '../../../src/login/StatusPage';

describe('StatusPage', () => {
  it('shows the version string', () => {
    render(<StatusPage />);
    expect(screen.getByTestId('status-version')).toHaveTextContent(/^Portal do Fornecedor 1\.8\.0$/);
    expect(document.title).toBe('Portal do Fornecedor 1.8.0');
  });

  it("answers the '#/status' path only", () => {
    expect(isStatusHash('#/status')).toBe(true);
    expect(isStatusHash('#/status/')).toBe(true);
    for (const hash of ['', '#/', '#/perfil', '#/statuses', '#/status/x']) expect(isStatusHash(hash), hash).toBe(false);
  });
});
