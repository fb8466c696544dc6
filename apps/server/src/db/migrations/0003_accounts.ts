import type { Kysely } from 'kysely';

const ID = 'varchar(36)';
const INSTANT = 'varchar(32)';

// Migrations are never edited once released: a change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', ID, (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('credentials')
    .addColumn('usuarioId', ID, (col) => col.primaryKey().references('usuarios.id'))
    .addColumn('passwordHash', 'text', (col) => col.notNull())
    .addColumn('passwordChangedAt', INSTANT, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('roleId', ID, (col) => col.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['usuarioId', 'roleId'])
    .execute();

  await db.schema
    .createTable('termos')
    .addColumn('id', ID, (col) => col.primaryKey())
    .addColumn('tipo', 'varchar(1)', (col) => col.notNull())
    .addColumn('versao', 'integer', (col) => col.notNull())
    .addColumn('conteudo', 'text', (col) => col.notNull())
    .addColumn('created', INSTANT, (col) => col.notNull())
    .addUniqueConstraint('termos_tipo_versao_unique', ['tipo', 'versao'])
    .execute();

  await db.schema
    .createTable('termo_aceites')
    .addColumn('id', ID, (col) => col.primaryKey())
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('termoId', ID, (col) => col.notNull().references('termos.id'))
    .addColumn('tipo', 'varchar(1)', (col) => col.notNull())
    .addColumn('versao', 'integer', (col) => col.notNull())
    .addColumn('aceitoEm', INSTANT, (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addUniqueConstraint('termo_aceites_usuario_termo_unique', ['usuarioId', 'termoId'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('familyId', ID, (col) => col.notNull())
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('expiresAt', INSTANT, (col) => col.notNull())
    .addColumn('revokedAt', INSTANT)
    .addColumn('revokedReason', 'varchar(16)')
    .addColumn('replacedBy', 'varchar(64)')
    .addColumn('createdAt', INSTANT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_usuario').on('refresh_tokens').column('usuarioId').execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('familyId').execute();

  await db.schema
    .createTable('password_tokens')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('expiresAt', INSTANT, (col) => col.notNull())
    .addColumn('usedAt', INSTANT)
    .addColumn('createdAt', INSTANT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_tokens_usuario').on('password_tokens').column('usuarioId').execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', ID, (col) => col.primaryKey())
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('sessionId', 'varchar(100)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('receivedAt', INSTANT, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tracking_events_usuario_received')
    .on('tracking_events')
    .columns(['usuarioId', 'receivedAt'])
    .execute();

  await db.schema
    .createTable('proof_files')
    .addColumn('id', ID, (col) => col.primaryKey())
    .addColumn('usuarioId', ID, (col) => col.notNull().references('usuarios.id'))
    .addColumn('fileName', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('receivedAt', INSTANT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('proof_files_usuario').on('proof_files').column('usuarioId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'proof_files',
    'tracking_events',
    'password_tokens',
    'refresh_tokens',
    'termo_aceites',
    'termos',
    'user_roles',
    'credentials',
    'roles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
