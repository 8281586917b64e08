import { offeredChoices, shownErrors } from '../../../src/custom/faleConosco/useContactPage';

describe("Fale conosco's controller rules", () => {
  it('sends only the chosen groups this supplier is offered', () => {
    const offered = [
      { id: 0, name: 'Equipe' },
      { id: 20, name: 'Compras - Móveis' },
    ];
    expect(offeredChoices([20, 30], offered)).toEqual([20]);
    expect(offeredChoices([], offered)).toEqual([]);
  });

  it("shows a field's message only once the field was left", () => {
    const errors = { subject: 'Preencha o assunto', content: 'Preencha a mensagem' };
    expect(shownErrors(errors, { subject: false, content: false })).toEqual({ subject: undefined, content: undefined });
    expect(shownErrors(errors, { subject: true, content: false })).toEqual({ subject: 'Preencha o assunto', content: undefined });
  });
});
