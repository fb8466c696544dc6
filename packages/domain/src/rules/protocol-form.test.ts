import { describe, expect, it } from 'vitest';
import {
  addStep,
  canAddStep,
  dayOptions,
  EMPTY_DRAFT,
  iatfDayNumber,
  isDraftPending,
  managementOptions,
  type ProtocolFormValues,
  type ProtocolStep,
  removeStep,
  sortSteps,
  validateProtocolForm,
} from './protocol-form.ts';

const DAYS = ['D0', 'D7', 'D8', 'D9', 'D10', 'D11'];
const MANAGEMENTS = [
  'Implante do Dispositivo',
  'Progesterona Injetável',
  'Luteólise',
  'eCG',
  'Retirada do Dispositivo',
  'Remoção de Bezerros',
  'IATF',
];

const step = (
  day: string,
  management: string,
  product: string | null = null,
  dose: string | null = null,
) => ({
  day,
  management,
  product,
  dose,
});

const J_SYNCH: ProtocolStep[] = [
  step('D0', 'Luteólise', 'Luteólise', '2'),
  step('D8', 'Retirada do Dispositivo'),
  step('D8', 'eCG', 'eCG', '1,5'),
  step('D10', 'IATF'),
];

describe('iatfDayNumber', () => {
  it.each([
    [J_SYNCH, 10],
    [[step('D0', 'Luteólise', 'x', '1')], null],
  ])('%#', (steps, expected) => {
    expect(iatfDayNumber(steps)).toBe(expected);
  });
});

describe('day options (with an IATF present only days before the IATF day)', () => {
  it.each([
    [[], DAYS],
    [J_SYNCH, ['D0', 'D7', 'D8', 'D9']],
    [[step('D0', 'IATF')], []],
  ])('%#', (steps, expected) => {
    expect(dayOptions(DAYS, steps)).toEqual(expected);
  });
});

describe('management options', () => {
  it('limits D0 to Progesterona Injetável and Luteólise', () => {
    expect(managementOptions('D0', MANAGEMENTS, [])).toEqual(['Progesterona Injetável', 'Luteólise']);
  });

  it('excludes Progesterona Injetável on other days', () => {
    expect(managementOptions('D7', MANAGEMENTS, [])).toEqual(
      MANAGEMENTS.filter((management) => management !== 'Progesterona Injetável'),
    );
  });

  it('offers IATF, device removal and calf removal only once each', () => {
    const steps = [
      step('D8', 'Retirada do Dispositivo'),
      step('D8', 'Remoção de Bezerros'),
      step('D10', 'IATF'),
    ];
    expect(managementOptions('D7', MANAGEMENTS, steps)).toEqual([
      'Implante do Dispositivo',
      'Luteólise',
      'eCG',
    ]);
  });

  it('frees a single-use management when its row is removed', () => {
    const steps = removeStep(J_SYNCH, 1);
    expect(steps.map((s) => s.management)).toEqual(['Luteólise', 'eCG', 'IATF']);
    expect(managementOptions('D8', MANAGEMENTS, steps)).toContain('Retirada do Dispositivo');
  });

  it('offers every non-D0 option before a day is chosen', () => {
    expect(managementOptions(null, MANAGEMENTS, [])).not.toContain('Progesterona Injetável');
  });
});

describe("'+' enabling", () => {
  it.each([
    [{ day: 'D7', management: 'eCG', product: 'eCG', dose: '1,5' }, true],
    [{ day: 'D7', management: 'eCG', product: 'eCG', dose: null }, false],
    [{ day: 'D7', management: 'eCG', product: null, dose: '1' }, false],
    [{ day: 'D10', management: 'IATF', product: null, dose: null }, true],
    [{ day: 'D8', management: 'Retirada do Dispositivo', product: null, dose: null }, true],
    [{ day: 'D8', management: 'Remoção de Bezerros', product: null, dose: null }, true],
    [{ day: null, management: 'IATF', product: null, dose: null }, false],
    [{ day: 'D7', management: null, product: 'eCG', dose: '1' }, false],
    [{ day: 'D7', management: 'eCG', product: 'eCG', dose: '  ' }, false],
  ])('%j → %s', (draft, enabled) => {
    expect(canAddStep(draft)).toBe(enabled);
  });
});

describe('addStep', () => {
  it('adds in day order and keeps same-day rows in the order added', () => {
    const steps = addStep([step('D10', 'IATF'), step('D8', 'Retirada do Dispositivo')], {
      day: 'D8',
      management: 'eCG',
      product: 'eCG',
      dose: '1,5',
    });
    expect(steps.map((s) => `${s.day} ${s.management}`)).toEqual([
      'D8 Retirada do Dispositivo',
      'D8 eCG',
      'D10 IATF',
    ]);
  });

  it('drops the product of a management that needs none', () => {
    expect(addStep([], { day: 'D10', management: 'IATF', product: 'eCG', dose: '1' })).toEqual([
      step('D10', 'IATF'),
    ]);
  });

  it('ignores a draft that cannot be added', () => {
    expect(addStep(J_SYNCH, EMPTY_DRAFT)).toEqual(J_SYNCH);
  });

  it('sortSteps sorts unknown days last', () => {
    expect(sortSteps([step('Dx', 'eCG'), step('D0', 'Luteólise')]).map((s) => s.day)).toEqual(['D0', 'Dx']);
  });
});

describe('isDraftPending', () => {
  it.each([
    [EMPTY_DRAFT, false],
    [{ ...EMPTY_DRAFT, day: 'D7' }, true],
    [{ ...EMPTY_DRAFT, dose: '1' }, true],
  ])('%j → %s', (draft, pending) => {
    expect(isDraftPending(draft)).toBe(pending);
  });
});

describe('validateProtocolForm', () => {
  const valid: ProtocolFormValues = {
    name: 'J-Synch',
    implantId: 'dispositivo-id',
    benzoatoEstradiol: '2',
    luteolise: null,
    luteoliseDosage: null,
    progesterona: null,
    progesteronaDosage: null,
    steps: J_SYNCH,
    draft: EMPTY_DRAFT,
  };

  it.each([
    ['a complete protocol', valid, {}],
    [
      'required name, implant and benzoato',
      { ...valid, name: ' ', implantId: null, benzoatoEstradiol: null },
      {
        name: 'Este campo é obrigatório',
        implantId: 'Este campo é obrigatório',
        benzoatoEstradiol: 'Este campo é obrigatório',
      },
    ],
    [
      'dosages required when the product is chosen',
      { ...valid, luteolise: 'lut-id', progesterona: 'p4-id', progesteronaDosage: '1' },
      { luteoliseDosage: 'Este campo é obrigatório' },
    ],
    [
      'no IATF',
      { ...valid, steps: J_SYNCH.slice(0, 3) },
      { steps: 'O protocolo precisa ter uma entrada de IATF.' },
    ],
    [
      'IATF not last',
      { ...valid, steps: [step('D8', 'IATF'), step('D9', 'eCG', 'eCG', '1')] },
      { steps: 'O IATF precisa ser o último item da lista de manejos.' },
    ],
    [
      'a row typed and not added',
      { ...valid, draft: { ...EMPTY_DRAFT, day: 'D7' } },
      {
        draft:
          'Há um manejo na adição de manejos que não foi adicionado. Clique no botão de adicionar “+” para inseri-lo ao protocolo.',
      },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateProtocolForm(values)).toEqual(expected);
  });
});
