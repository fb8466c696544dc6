import type { SyncEntityKey } from '../entities/sync.ts';

/**
 * The record fields that hold a domain value's id (a value of a Dias, ECC, Raça… list). Deleting a value one
 * of them names would leave that record pointing at nothing on every device, so the administrator's delete
 * looks here first. Protocol steps name values inside `managementProtocols`: see
 * PROTOCOL_STEP_VALUE_FIELDS.
 */
export const DOMAIN_VALUE_FIELDS = {
  fazendas: ['sistemaProducao', 'estacaoMonta'],
  lotes: [
    'dias',
    'lastDoneDay',
    'nextDay',
    'tipoResync',
    'diaInicioResync',
    'dispositivo',
    'numeroUsoDispositivo',
    'racaMatriz',
    'ordemMatriz',
    'idadeMatriz',
    'racaBezerro',
    'sexoBezerro',
    'inducaoPuberdade',
    'metodoInducaoPuberdade',
    'suplementacao',
    'momentoSuplementacaoNovilhas',
    'momentoSuplementacaoVacas',
    'progesteronaPosIATF',
    'vacinaReprodutivaLote',
    'periodoManejo',
  ],
  d0s: [
    'ecc',
    'racaMatriz',
    'ordemMatriz',
    'racaBezerro',
    'sexoBezerro',
    'idade_Nov_Pri',
    'dispositivoIntravaginal',
    'numero_Uso_Disp',
    'condicaoDG',
    'tipoPrenhe',
    'clVazia',
    'clD0',
    'eccDG',
    'condicaoDGFinal',
    'ecC_Final',
    'clFinal',
    'tipoPrenheFinal',
  ],
  dns: ['dia'],
  iatfs: ['ecc', 'gnhr', 'cioRetirada', 'temperamento'],
  touros: ['raca', 'central'],
} as const satisfies Partial<Record<SyncEntityKey, readonly string[]>>;

/** The fields of a protocol step (`managementProtocols[]`) that hold domain value ids. */
export const PROTOCOL_STEP_VALUE_FIELDS = ['day', 'management', 'implant', 'hormoneType'] as const;
