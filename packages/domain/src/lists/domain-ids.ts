import { v5 as uuidv5 } from 'uuid';

/**
 * The domain lists of spec §3, by a stable key (code) and the name shown to users (tipoDominio.nome).
 * Every domain-reference field of an entity (lote.racaMatriz, d0.condicaoDG, …) holds the id of a value
 * of one of these types.
 */
export const DOMAIN_TYPES = {
  dias: 'Dias',
  tipoResync: 'Tipo de Ressincronização',
  tipoManejo: 'Tipo de Manejo',
  racaBezerro: 'Raça do bezerro',
  sexoBezerro: 'Sexo do Bezerro',
  idadeMatriz: 'Idade da Matriz',
  dispositivo: 'Dispositivo',
  tipoImplante: 'Tipo de Implante Predominante',
  cl: 'CL',
  ecc: 'ECC',
  ordemMatriz: 'Ordem da Matriz Predominante',
  racaMatriz: 'Raça da Matriz predominante',
  vacinaReprodutiva: 'Vacina Reprodutiva Lote',
  inducaoPuberdade: 'Indução de Puberdade',
  metodoInducaoPuberdade: 'Método de Indução de Puberdade',
  suplementacao: 'Suplementação',
  momentoSuplementacaoVacas: 'Momento da Suplementação de Vacas',
  momentoSuplementacaoNovilhas: 'Momento da Suplementação de Novilhas',
  progesteronaPosIatf: 'Progesterona Pos IATF',
  periodoManejo: 'Periodo do Manejo',
  racaTouro: 'Raça do Touro',
  centrais: 'Centrais',
  condicaoDG: 'Condição DG',
  condicaoDGFinal: 'Condição DG Final',
  tipoPrenhe: 'Tipo Prenhe',
  temperamento: 'Temperamento',
  cio: 'Cio',
  gnrh: 'GnRH',
  estacaoMonta: 'Estação de Monta',
  sistemaProducao: 'Sistema de Produção',
  ressincD0: 'RessincD0',
  numeroUsoDispositivo: 'Número de Uso do Dispositivo',
  hormonio: 'Hormônio',
  // Not in the spec: the training page's videos, maintained by administrators.
  topicoTreinamento: 'Tópicos de Treinamento',
  videoTreinamento: 'Vídeos de Treinamento',
} as const;

export type DomainTypeKey = keyof typeof DOMAIN_TYPES;

// Fixed namespace so ids are identical on every server, every device and every run (seeds are idempotent).
const GESTAR_NAMESPACE = '6f1c2a8e-3d4b-5e6f-8a9b-0c1d2e3f4a5b';

/** Stable id of a domain type. */
export function domainTypeId(tipo: DomainTypeKey): string {
  return uuidv5(`tipo:${tipo}`, GESTAR_NAMESPACE);
}

const valueIdCache = new Map<string, string>();

/** Stable id of a seeded domain value, from its type and its exact text (valor). */
export function domainValueId(tipo: DomainTypeKey, valor: string): string {
  const key = `valor:${tipo}:${valor}`;
  let id = valueIdCache.get(key);
  if (!id) {
    id = uuidv5(key, GESTAR_NAMESPACE);
    valueIdCache.set(key, id);
  }
  return id;
}

/**
 * How rules learn what a domain-reference id means. Administrators can add values at run time, so rules
 * never rely on a compiled-in table alone: screens and the server pass a lookup over the current lists.
 */
export type DomainLookup = {
  /** The text (valor) of a domain value, or undefined for an unknown/empty id. */
  valorOf: (id: string | null | undefined) => string | undefined;
};
