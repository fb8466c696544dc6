// Spec §3 "Static data": the farm's country choices, verbatim and in this order (Brasil first, the default).
export const COUNTRIES = [
  'Brasil',
  'Argentina',
  'Bolívia',
  'Chile',
  'Colômbia',
  'Equador',
  'Estados Unidos',
  'Ilhas Falklands',
  'Ilhas Geórgia do Sul e Sandwich do Sul',
  'Guiana Francesa',
  'Guiana',
  'Paraguai',
  'Peru',
  'Suriname',
  'Uruguai',
  'Venezuela',
] as const;

export type Country = (typeof COUNTRIES)[number];

/** Default of fazenda.pais; only this country has states and a municipality list. */
export const DEFAULT_COUNTRY: Country = 'Brasil';
