import type { Fazenda } from '@gestar/domain/entities/farm';
import { municipalitiesOf, OTHER_MUNICIPALITY } from '@gestar/domain/lists/brazil';
import { DEFAULT_COUNTRY } from '@gestar/domain/lists/countries';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import {
  BRAZIL,
  type FarmFormValues,
  parseFarmSize,
  validateFarmForm,
} from '@gestar/domain/rules/forms/farm-form';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';

/** What the form edits: the farm's fields as inputs hold them, plus the free-text city and the responsáveis. */
export type FarmFormFields = Omit<FarmFormValues, 'tamanho'> & {
  tamanho: string;
  /** The city typed when 'Outro' is chosen (a Brazilian city missing from the IBGE list). */
  municipioOutro: string;
  /** User ids of the responsáveis (fazendaUsuario links). */
  responsaveis: string[];
};

const recordLimits = entityTextLimits('fazendas');
/** The stored farm's text limits by form field (the typed city is stored as municipio). */
export const FARM_TEXT_LIMITS = { ...recordLimits, municipioOutro: recordLimits.municipio } as Readonly<
  Record<keyof FarmFormFields, number>
>;

export type FarmRecordFields = Pick<
  Fazenda,
  | 'nomeProprietario'
  | 'nome'
  | 'inscricaoEstadual'
  | 'pais'
  | 'estado'
  | 'municipio'
  | 'tamanho'
  | 'retiro'
  | 'inicioEstacaoMonta'
  | 'fimEstacaoMonta'
  | 'sistemaProducao'
  | 'estacaoMonta'
>;

export function emptyFarmForm(currentUserId: string, currentSeasonId: string | null): FarmFormFields {
  return {
    nomeProprietario: '',
    nome: '',
    inscricaoEstadual: '',
    pais: DEFAULT_COUNTRY,
    estado: null,
    municipio: null,
    municipioOutro: '',
    tamanho: '',
    retiro: null,
    inicioEstacaoMonta: '',
    fimEstacaoMonta: '',
    sistemaProducao: null,
    estacaoMonta: currentSeasonId,
    responsaveis: [currentUserId],
  };
}

/** A stored farm in the form: a Brazilian city outside the state's list shows as 'Outro' plus its text. */
export function farmToForm(farm: Fazenda, responsaveis: readonly string[]): FarmFormFields {
  const listed =
    farm.pais === BRAZIL && farm.estado && farm.municipio
      ? municipalitiesOf(farm.estado).includes(farm.municipio)
      : true;
  return {
    nomeProprietario: farm.nomeProprietario,
    nome: farm.nome,
    inscricaoEstadual: farm.inscricaoEstadual ?? '',
    pais: farm.pais,
    estado: farm.estado,
    municipio: listed ? farm.municipio : OTHER_MUNICIPALITY,
    municipioOutro: listed ? '' : (farm.municipio ?? ''),
    tamanho: farm.tamanho === null ? '' : String(farm.tamanho).replace('.', ','),
    retiro: farm.retiro,
    inicioEstacaoMonta: farm.inicioEstacaoMonta ?? '',
    fimEstacaoMonta: farm.fimEstacaoMonta ?? '',
    sistemaProducao: farm.sistemaProducao,
    estacaoMonta: farm.estacaoMonta,
    responsaveis: [...responsaveis],
  };
}

function usesOtherCity(fields: FarmFormFields): boolean {
  return fields.pais === BRAZIL && fields.municipio === OTHER_MUNICIPALITY;
}

function blank(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text.trim();
}

/** The municipality the farm stores: the typed city when 'Outro' was chosen. */
export function chosenMunicipality(fields: FarmFormFields): string | null {
  return blank(usesOtherCity(fields) ? fields.municipioOutro : fields.municipio);
}

/** Domain rules over the form; a missing typed city is reported on the text field the user must fill. */
export function validateFarmFields(fields: FarmFormFields): FieldErrors<keyof FarmFormFields> {
  const errors: FieldErrors<keyof FarmFormFields> = validateFarmForm({
    ...fields,
    municipio: chosenMunicipality(fields),
  });
  if (usesOtherCity(fields) && errors.municipio) {
    errors.municipioOutro = errors.municipio;
    delete errors.municipio;
  }
  return errors;
}

export function formToFarm(fields: FarmFormFields): FarmRecordFields {
  return {
    nomeProprietario: fields.nomeProprietario?.trim() ?? '',
    nome: fields.nome?.trim() ?? '',
    inscricaoEstadual: blank(fields.inscricaoEstadual),
    pais: fields.pais ?? DEFAULT_COUNTRY,
    estado: blank(fields.estado),
    municipio: chosenMunicipality(fields),
    tamanho: parseFarmSize(fields.tamanho),
    retiro: fields.retiro === true,
    inicioEstacaoMonta: blank(fields.inicioEstacaoMonta),
    fimEstacaoMonta: blank(fields.fimEstacaoMonta),
    sistemaProducao: blank(fields.sistemaProducao),
    estacaoMonta: blank(fields.estacaoMonta),
  };
}
