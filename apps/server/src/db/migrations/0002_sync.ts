import { type Kysely, sql } from 'kysely';

// Migrations are never edited once released: a change is a new file. The column lists are written out here
// (not derived from the domain schemas) so this migration means the same thing forever.

type Kind = 'text' | 'bool' | 'int' | 'num' | 'json';

const COLUMN_TYPE = {
  text: 'text',
  bool: 'boolean',
  // bigint: the schemas allow any safe integer, and a 32-bit overflow would be a 500 instead of a 400.
  int: 'bigint',
  num: 'double precision',
  // JSON travels as text on both dialects: one code path, and PostgreSQL's jsonb would reorder keys.
  json: 'text',
} as const;

const t = (...names: string[]): [string, Kind][] => names.map((name) => [name, 'text']);

/** Synced tables and their entity columns (besides id, created, updated, isDeleted, priority, rev, lastModifiedBy). */
const SYNCED_TABLES: Record<string, [string, Kind][]> = {
  // Profile only: credentials and roles live in the accounts tables (migration 0003).
  usuarios: t(
    'nomeCompleto',
    'email',
    'cpf',
    'estado',
    'municipio',
    'zoetisId',
    'createdByUserId',
    'superiorId',
  ),
  tipo_dominios: t('nome', 'descricao'),
  valor_dominios: t('valor', 'descricao', 'tipoDominioId', 'valorDominioPaiId'),
  fazendas: [
    ...t('nomeProprietario', 'nome', 'inscricaoEstadual', 'pais', 'estado', 'municipio'),
    ['tamanho', 'num'],
    ['retiro', 'bool'],
    ...t('inicioEstacaoMonta', 'fimEstacaoMonta', 'sistemaProducao', 'estacaoMonta', 'usuarioId'),
  ],
  fazenda_usuarios: t('idFazenda', 'idUsuario'),
  retiros: t('nome', 'fazendaId'),
  protocolos: [...t('name', 'usuarioId'), ['managementProtocols', 'json']],
  lotes: [
    ...t('nomeLote', 'dataPartosInicio', 'dataPartosFim', 'dataIatf', 'horaManejo', 'mineral'),
    ['isResync', 'bool'],
    ['isPrecoce', 'bool'],
    ['isFinalize', 'bool'],
    ...t('matrizBloqueada', 'processoAtual', 'reservedBy', 'dias'),
    ['iatfCount', 'int'],
    ['pastDG', 'bool'],
    ['pastDGFinal', 'bool'],
    ...t('lastDoneDay', 'nextDay', 'tipoResync', 'diaInicioResync'),
    ...t('usuarioId', 'retiroId', 'protocoloId', 'parentBatch', 'originalBatch'),
    ...t('dispositivo', 'numeroUsoDispositivo', 'racaMatriz', 'ordemMatriz', 'idadeMatriz', 'racaBezerro'),
    ...t('sexoBezerro', 'inducaoPuberdade', 'metodoInducaoPuberdade', 'suplementacao'),
    ...t('momentoSuplementacaoNovilhas', 'momentoSuplementacaoVacas', 'progesteronaPosIATF'),
    ...t('vacinaReprodutivaLote', 'periodoManejo'),
  ],
  d0s: [
    ...t('codVaca', 'codLeitorBastao', 'dataPartoIndividual'),
    ['peso_EM', 'int'],
    ...t('observacaoD0', 'dataProcesso'),
    ['iatf', 'int'],
    ...t('observacaoDG', 'dataDg', 'dataDgFinal', 'observacao_DG_Final', 'observacaoDN'),
    ['pesoBezerro', 'num'],
    ['peso_d0resync', 'num'],
    ['diasGestacaoTouro', 'int'],
    ['perdaGestacao', 'bool'],
    ['omit_from_dg_final', 'bool'],
    ...t('responsavelId', 'loteId', 'dzeroPai', 'dzeroOriginal'),
    ...t('ecc', 'racaMatriz', 'ordemMatriz', 'racaBezerro', 'sexoBezerro', 'idade_Nov_Pri'),
    ...t('dispositivoIntravaginal', 'numero_Uso_Disp', 'condicaoDG', 'tipoPrenhe', 'clVazia', 'clD0'),
    ...t('eccDG', 'condicaoDGFinal', 'ecC_Final', 'clFinal', 'tipoPrenheFinal'),
  ],
  dns: t('vacaId', 'observacao', 'dia', 'loteId'),
  iatfs: t(
    'vacaId',
    'observacao',
    'ecc',
    'gnhr',
    'cioRetirada',
    'temperamento',
    'touroId',
    'partidaId',
    'usuarioId',
    'loteId',
  ),
  touros: t(
    'nome',
    'cod_Touro',
    'raca',
    'central',
    'centralValue',
    'observacao',
    'partida',
    'fazendaId',
    'usuarioId',
    'touroOriginalId',
    'partidaOriginalId',
  ),
  partidas: [
    ...t('data', 'codigo'),
    ['partidaOriginal', 'bool'],
    ...t('partidaOriginalId', 'fazendaId', 'touroId'),
  ],
};

/** Tables whose rows belong to one farm: the server keeps that farm in `scopeFazendaId` for the pull. */
const FARM_CHILD_TABLES = ['retiros', 'lotes', 'd0s', 'dns', 'iatfs', 'touros', 'partidas'];
/** Bulls and semen lots may have no farm (a user's own catalogue): `scopeUsuarioId` names that user. */
const USER_SCOPED_TABLES = ['touros', 'partidas'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rev_counter')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into rev_counter (id, value) values (1, 0)`.execute(db);

  for (const [table, columns] of Object.entries(SYNCED_TABLES)) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('created', 'text', (col) => col.notNull())
      .addColumn('updated', 'text', (col) => col.notNull())
      .addColumn('isDeleted', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('priority', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('rev', 'bigint', (col) => col.notNull())
      .addColumn('lastModifiedBy', 'varchar(36)');
    for (const [name, kind] of columns) builder = builder.addColumn(name, COLUMN_TYPE[kind]);
    if (FARM_CHILD_TABLES.includes(table)) builder = builder.addColumn('scopeFazendaId', 'varchar(36)');
    if (USER_SCOPED_TABLES.includes(table)) builder = builder.addColumn('scopeUsuarioId', 'varchar(36)');
    await builder.execute();
    await db.schema.createIndex(`${table}_rev`).on(table).column('rev').execute();
    if (FARM_CHILD_TABLES.includes(table)) {
      await db.schema
        .createIndex(`${table}_scope_rev`)
        .on(table)
        .columns(['scopeFazendaId', 'rev'])
        .execute();
    }
    if (USER_SCOPED_TABLES.includes(table)) {
      await db.schema
        .createIndex(`${table}_user_scope_rev`)
        .on(table)
        .columns(['scopeUsuarioId', 'rev'])
        .execute();
    }
  }

  const lookups: [name: string, table: string, column: string][] = [
    ['usuarios_email', 'usuarios', 'email'],
    ['fazendas_usuario', 'fazendas', 'usuarioId'],
    ['fazenda_usuarios_usuario', 'fazenda_usuarios', 'idUsuario'],
    ['fazenda_usuarios_fazenda', 'fazenda_usuarios', 'idFazenda'],
    ['retiros_fazenda', 'retiros', 'fazendaId'],
    ['protocolos_usuario', 'protocolos', 'usuarioId'],
    ['lotes_retiro', 'lotes', 'retiroId'],
    ['lotes_protocolo', 'lotes', 'protocoloId'],
    ['valor_dominios_tipo', 'valor_dominios', 'tipoDominioId'],
  ];
  for (const [name, table, column] of lookups) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
  for (const table of ['d0s', 'dns', 'iatfs']) {
    await db.schema.createIndex(`${table}_lote_rev`).on(table).columns(['loteId', 'rev']).execute();
  }

  await db.schema
    .createTable('record_history')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('recordId', 'varchar(36)', (col) => col.notNull())
    .addColumn('rev', 'bigint', (col) => col.notNull())
    .addColumn('field', 'varchar(100)', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('usuarioId', 'varchar(36)')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('record_history_record')
    .on('record_history')
    .columns(['entity', 'recordId', 'rev'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_history').execute();
  for (const table of Object.keys(SYNCED_TABLES).reverse()) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('rev_counter').execute();
}
