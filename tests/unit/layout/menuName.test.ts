import { menuName } from '../../../src/layout/menuName';

describe('menuName', () => {
  it('keeps the first two words', () => {
    expect(menuName('Móveis Serra Gaúcha Indústria Ltda')).toBe('Móveis Serra');
    expect(menuName('Mariana Prado Albuquerque')).toBe('Mariana Prado');
  });

  it('keeps a one-word name whole', () => {
    expect(menuName('  Madeiras  ')).toBe('Madeiras');
  });

  it('cuts the two words to 21 characters with an ellipsis', () => {
    expect(menuName('Comercializadora Internacional de Móveis')).toBe('Comercializadora Inte...');
    expect(menuName('Abcdefghij Klmnopqrst Uvw')).toBe('Abcdefghij Klmnopqrst');
  });
});
