import { render, screen, within } from '@testing-library/react';
import { ContactInfoDialog } from '../../../src/custom/home/ContactInfoDialog';
import type { ContactInfoRow } from '../../../src/types/api';
import { RaTestAdmin } from '../kit/raTestProviders';

const ROWS: ContactInfoRow[] = [
  {
    cdGep: 0,
    nmGep: 'Equipe Portal do Fornecedor',
    gerentes: 'Feliciano Nogueira <feliciano.nogueira@varejo-casa.com.br>',
    analistas: 'Melissa Martins <melissa.martins@varejo-casa.com.br>, Enzo Santos <enzo.santos@varejo-casa.com.br>',
  },
  { cdGep: 11, nmGep: 'Compras - Móveis', gerentes: 'Mariana Batista <mariana.batista@varejo-casa.com.br>', analistas: 'Hugo Souza <hugo.souza@varejo-casa.com.br>' },
];

/** MUI's media queries answered for a screen `width` px wide. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined };
  });
}

function renderDialog() {
  render(
    <RaTestAdmin>
      <ContactInfoDialog open onClose={() => undefined} rows={ROWS} loading={false} failed={false} />
    </RaTestAdmin>,
  );
  return screen.getByRole('dialog', { name: 'Lista de contatos' });
}

/** Every address shows whole on a line of its own, in parts that break only after '@' or before '.'. */
function expectAddressesOnOwnLines(dialog: HTMLElement) {
  const links = within(dialog).getAllByRole('link');
  expect(links).toHaveLength(5);
  for (const link of links) {
    expect(link.getAttribute('href')).toBe(`mailto:${link.textContent}`);
    expect(getComputedStyle(link).display).toBe('block');
    expect(getComputedStyle(link).overflowWrap).not.toBe('anywhere');
    const parts = [...link.querySelectorAll('span')];
    expect(parts.map((part) => part.textContent).join('')).toBe(link.textContent);
    for (const part of parts) expect(getComputedStyle(part).whiteSpace).toBe('nowrap');
  }
  const varejo = within(dialog).getByRole('link', { name: 'feliciano.nogueira@varejo-casa.com.br' });
  expect([...varejo.querySelectorAll('span')].map((part) => part.textContent)).toEqual(['feliciano', '.nogueira@', 'varejo-casa', '.com', '.br']);
}

describe('ContactInfoDialog', () => {
  it('on a phone (375 px) stacks each group, its managers and its analysts instead of cutting columns', () => {
    screenWidth(375);
    const dialog = renderDialog();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const groups = within(within(dialog).getByTestId('contact-info-stack')).getAllByRole('listitem');
    expect(groups).toHaveLength(2);
    expect(within(groups[0]).getByRole('heading', { level: 3 })).toHaveTextContent('0 - Equipe Portal do Fornecedor');
    expect(within(groups[0]).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Gerentes de departamento', 'Analistas']);
    expect(groups[0]).toHaveTextContent(/Analistas.*Melissa Martins.*Enzo Santos/);
    expect(within(groups[1]).getByRole('heading', { level: 3 })).toHaveTextContent('11 - Compras - Móveis');
    expectAddressesOnOwnLines(dialog);
  });

  it('from 600 px keeps the table of four columns, addresses on their own lines', () => {
    screenWidth(1024);
    const dialog = renderDialog();
    const headers = within(within(dialog).getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Código', 'Grupo', 'Gerentes de departamento', 'Analistas']);
    expect(within(dialog).queryByTestId('contact-info-stack')).not.toBeInTheDocument();
    expectAddressesOnOwnLines(dialog);
  });
});
