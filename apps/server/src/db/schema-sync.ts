import type { ColumnType } from 'kysely';

/**
 * Booleans are written as 0/1 (SQLite has no boolean; PostgreSQL accepts '0'/'1' for a boolean parameter) and
 * read back as 0/1 on SQLite or true/false on PostgreSQL: src/db/rows.ts turns them into true/false for the wire.
 */
export type DbBool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** JSON kept as text (both dialects). */
export type DbJson = string | null;

/** Columns every synced table has. `rev` and `lastModifiedBy` are set by the server only. */
export type SyncedColumns = {
  id: string;
  created: string;
  updated: string;
  isDeleted: DbBool;
  priority: DbBool;
  rev: number;
  lastModifiedBy: string | null;
};

/** Farm children: the farm they belong to, derived by the server on write (never sent to devices). */
export type FarmScoped = { scopeFazendaId: string | null };
/** Bulls and semen lots without a farm belong to one user's own catalogue. */
export type UserScoped = { scopeUsuarioId: string | null };

type Text = string | null;

/** Profile columns only: credentials and roles (user_roles) are the accounts tables' business. */
export type UsuariosTable = SyncedColumns & {
  nomeCompleto: Text;
  email: Text;
  cpf: Text;
  estado: Text;
  municipio: Text;
  zoetisId: Text;
  createdByUserId: Text;
  superiorId: Text;
};

export type TipoDominiosTable = SyncedColumns & { nome: Text; descricao: Text };

export type ValorDominiosTable = SyncedColumns & {
  valor: Text;
  descricao: Text;
  tipoDominioId: Text;
  valorDominioPaiId: Text;
};

export type FazendasTable = SyncedColumns & {
  nomeProprietario: Text;
  nome: Text;
  inscricaoEstadual: Text;
  pais: Text;
  estado: Text;
  municipio: Text;
  tamanho: number | null;
  retiro: DbBool | null;
  inicioEstacaoMonta: Text;
  fimEstacaoMonta: Text;
  sistemaProducao: Text;
  estacaoMonta: Text;
  usuarioId: Text;
};

export type FazendaUsuariosTable = SyncedColumns & { idFazenda: Text; idUsuario: Text };

export type RetirosTable = SyncedColumns & FarmScoped & { nome: Text; fazendaId: Text };

export type ProtocolosTable = SyncedColumns & { name: Text; usuarioId: Text; managementProtocols: DbJson };

export type LotesTable = SyncedColumns &
  FarmScoped & {
    nomeLote: Text;
    dataPartosInicio: Text;
    dataPartosFim: Text;
    dataIatf: Text;
    horaManejo: Text;
    mineral: Text;
    isResync: DbBool | null;
    isPrecoce: DbBool | null;
    isFinalize: DbBool | null;
    matrizBloqueada: Text;
    processoAtual: Text;
    reservedBy: Text;
    dias: Text;
    iatfCount: number | null;
    pastDG: DbBool | null;
    pastDGFinal: DbBool | null;
    lastDoneDay: Text;
    nextDay: Text;
    tipoResync: Text;
    diaInicioResync: Text;
    usuarioId: Text;
    retiroId: Text;
    protocoloId: Text;
    parentBatch: Text;
    originalBatch: Text;
    dispositivo: Text;
    numeroUsoDispositivo: Text;
    racaMatriz: Text;
    ordemMatriz: Text;
    idadeMatriz: Text;
    racaBezerro: Text;
    sexoBezerro: Text;
    inducaoPuberdade: Text;
    metodoInducaoPuberdade: Text;
    suplementacao: Text;
    momentoSuplementacaoNovilhas: Text;
    momentoSuplementacaoVacas: Text;
    progesteronaPosIATF: Text;
    vacinaReprodutivaLote: Text;
    periodoManejo: Text;
  };

export type D0sTable = SyncedColumns &
  FarmScoped & {
    codVaca: Text;
    codLeitorBastao: Text;
    dataPartoIndividual: Text;
    peso_EM: number | null;
    observacaoD0: Text;
    dataProcesso: Text;
    iatf: number | null;
    observacaoDG: Text;
    dataDg: Text;
    dataDgFinal: Text;
    observacao_DG_Final: Text;
    observacaoDN: Text;
    pesoBezerro: number | null;
    peso_d0resync: number | null;
    diasGestacaoTouro: number | null;
    perdaGestacao: DbBool | null;
    omit_from_dg_final: DbBool | null;
    responsavelId: Text;
    loteId: Text;
    dzeroPai: Text;
    dzeroOriginal: Text;
    ecc: Text;
    racaMatriz: Text;
    ordemMatriz: Text;
    racaBezerro: Text;
    sexoBezerro: Text;
    idade_Nov_Pri: Text;
    dispositivoIntravaginal: Text;
    numero_Uso_Disp: Text;
    condicaoDG: Text;
    tipoPrenhe: Text;
    clVazia: Text;
    clD0: Text;
    eccDG: Text;
    condicaoDGFinal: Text;
    ecC_Final: Text;
    clFinal: Text;
    tipoPrenheFinal: Text;
  };

export type DnsTable = SyncedColumns &
  FarmScoped & { vacaId: Text; observacao: Text; dia: Text; loteId: Text };

export type IatfsTable = SyncedColumns &
  FarmScoped & {
    vacaId: Text;
    observacao: Text;
    ecc: Text;
    gnhr: Text;
    cioRetirada: Text;
    temperamento: Text;
    touroId: Text;
    partidaId: Text;
    usuarioId: Text;
    loteId: Text;
  };

export type TourosTable = SyncedColumns &
  FarmScoped &
  UserScoped & {
    nome: Text;
    cod_Touro: Text;
    raca: Text;
    central: Text;
    centralValue: Text;
    observacao: Text;
    partida: Text;
    fazendaId: Text;
    usuarioId: Text;
    touroOriginalId: Text;
    partidaOriginalId: Text;
  };

export type PartidasTable = SyncedColumns &
  FarmScoped &
  UserScoped & {
    data: Text;
    codigo: Text;
    partidaOriginal: DbBool | null;
    partidaOriginalId: Text;
    fazendaId: Text;
    touroId: Text;
  };

export type RevCounterTable = { id: number; value: number };

/** One overwritten field value: nothing a sync push replaces is lost. */
/** A write of a copy sent back after a restore, and the lost revision that copy was at (migration 0009). */
export type SyncRestoreWritesTable = {
  entity: string;
  recordId: string;
  rev: number;
  lostRev: number;
  /** JSON array of the fields the write took from the copy's `_changed`: a person's edits, not the copy's. */
  edited: ColumnType<string, string | undefined, string>;
};

export type RecordHistoryTable = {
  id: string;
  /** Entity of the record by its wire name (`d0s`, `fazendaUsuarios`, `valorDominios`). */
  entity: string;
  recordId: string;
  /** The revision the record got with this change. */
  rev: number;
  field: string;
  /** JSON text of the value before and after (null = field was null). */
  before: string | null;
  after: string | null;
  usuarioId: string | null;
  at: string;
};

/** Per user and device: the last push applied and its answer (migration 0004, push identity). */
export type SyncClientsTable = {
  usuarioId: string;
  clientId: string;
  lastSeq: number;
  /** The answer to `lastSeq`, as JSON text: a retry of that push gets it again. */
  lastAnswer: string;
  at: string;
};

/** Tables of the synced entities, the revision counter and record_history (migration 0002), push log (0004). */
export type SyncTables = {
  sync_clients: SyncClientsTable;
  sync_restore_writes: SyncRestoreWritesTable;
  rev_counter: RevCounterTable;
  record_history: RecordHistoryTable;
  usuarios: UsuariosTable;
  tipo_dominios: TipoDominiosTable;
  valor_dominios: ValorDominiosTable;
  fazendas: FazendasTable;
  fazenda_usuarios: FazendaUsuariosTable;
  retiros: RetirosTable;
  protocolos: ProtocolosTable;
  lotes: LotesTable;
  d0s: D0sTable;
  dns: DnsTable;
  iatfs: IatfsTable;
  touros: TourosTable;
  partidas: PartidasTable;
};
