import { ApiError } from '../../../src/dataProviders/core/errors';
import { DESCRIPTION_MAX, descriptionProblem } from '../../../src/kit/forms/descriptionRule';
import { groupRemovalFailure } from '../../../src/resources/grupos/groupRemoval';

const refused = (message: string, status = 400) => new ApiError('http', message, status, { status: false, message });

describe('group removal messages', () => {
  it("'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' reads 'Grupo vinculado a outro registro. ERRO:[-2292]'", () => {
    expect(groupRemovalFailure(refused('ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]'))).toBe('Grupo vinculado a outro registro. ERRO:[-2292]');
    expect(groupRemovalFailure(new ApiError('http', 'x', 200, { status: false, message: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' }))).toBe(
      'Grupo vinculado a outro registro. ERRO:[-2292]',
    );
  });

  it("another refusal shows its own text; anything else 'Não foi possível remover o grupo!'", () => {
    expect(groupRemovalFailure(refused('Grupo não encontrado!', 404))).toBe('Grupo não encontrado!');
    expect(groupRemovalFailure(refused('ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-1400]'))).toBe('ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-1400]');
    expect(groupRemovalFailure(new ApiError('http', 'Erro ao enviar dados!', 500, { status: false, message: 'ORA-00600' }))).toBe('Não foi possível remover o grupo!');
    expect(groupRemovalFailure(new ApiError('network', 'Erro ao enviar dados!'))).toBe('Não foi possível remover o grupo!');
    expect(groupRemovalFailure(new Error('boom'))).toBe('Não foi possível remover o grupo!');
    // A receiving-option group (spec part 2, section 8): 'Não foi possível remover!'.
    expect(groupRemovalFailure(new ApiError('network', 'Erro ao enviar dados!'), 'Não foi possível remover!')).toBe('Não foi possível remover!');
    expect(groupRemovalFailure(refused('ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]'), 'Não foi possível remover!')).toBe('Grupo vinculado a outro registro. ERRO:[-2292]');
  });
});

describe('description rule (contact groups, access types)', () => {
  it('is required (blanks count as empty) and at most 100 characters', () => {
    expect(descriptionProblem(undefined)).toBe('required');
    expect(descriptionProblem('')).toBe('required');
    expect(descriptionProblem(' \t ')).toBe('required');
    expect(descriptionProblem('Qualidade')).toBeUndefined();
    expect(descriptionProblem(`  ${'é'.repeat(DESCRIPTION_MAX)}  `)).toBeUndefined();
    expect(descriptionProblem('é'.repeat(DESCRIPTION_MAX + 1))).toBe('max');
    expect(DESCRIPTION_MAX).toBe(100);
  });
});
