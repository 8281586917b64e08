import { parseContactPeople } from '../../../src/custom/home/contactPeople';
import { contactPeopleOf } from '../../../mocks/faleConosco/contactPeople';

/**
 * The contact-info row's people (spec part 1: gerentes and analistas, comma-separated 'name <email>'): the home
 * page's reading and the mock server's own (who the "Fale conosco" e-mail goes to) agree.
 */
describe('contact people: client and mock agree', () => {
  it.each([
    'Ana Souza <ana@x.com.br>, Bruno Lima <bruno@x.com.br>',
    'ana@x.com.br',
    'Ana Souza',
    '',
    '  ,  , ',
    'Ana <>',
    '<ana@x.com.br>',
    'Ana <ana@x.com.br?subject=oi>',
    'Ana <ana&cc=eve@x.com>',
    'Ana < ana@x.com.br >',
    'Ana\t<ana@x.com.br>',
    'Ana <ana@x>',
    'Ana <a@x.com> extra',
    'Ana <<ana@x.com>>',
    'Ana Souza <ana.souza@varejo-casa.com.br>,Carlos <carlos@x.com>,   ',
  ])('%j', (text) => {
    expect(contactPeopleOf(text)).toEqual(parseContactPeople(text));
  });

  it('null and undefined read as no one', () => {
    expect(contactPeopleOf(null)).toEqual(parseContactPeople(null));
    expect(contactPeopleOf(undefined)).toEqual([]);
  });

  it('the spec example', () => {
    expect(contactPeopleOf('Ana Souza <ana@x.com.br>, Bruno Lima <bruno@x.com.br>')).toEqual([
      { name: 'Ana Souza', email: 'ana@x.com.br' },
      { name: 'Bruno Lima', email: 'bruno@x.com.br' },
    ]);
  });
});
