import { randomBytes } from 'node:crypto';
import { ALL_ROLES, ROLES, type Role } from '@gestar/domain/entities/role';
import { formatCpf } from '@gestar/domain/rules/login-field';
import type { Config } from '../../config.ts';
import { createPasswordHasher, type PasswordHasher } from '../../features/auth/passwords.ts';
import { createAccount } from '../../features/users/create-account.ts';
import { findLiveUserByEmail } from '../../features/users/queries.ts';
import { updateUserRecord } from '../../features/users/user-records.ts';
import type { Db } from '../database.ts';
import { lockRevisions } from '../revision.ts';
import { TERMS_V1 } from './accounts-terms.ts';

export const ADMIN_EMAIL = 'admin@gestar.example.com';
export const DEMO_PASSWORD = 'gestar123';
/**
 * Demo addresses live under example.com (reserved by RFC 2606, never delivered) so the login field's e-mail
 * rule (top-level domain of 2 to 4 letters) accepts them; databases seeded before used '.local'.
 */
const LEGACY_DEMO_DOMAIN = '@gestar.local';

type DemoUser = {
  id: string;
  email: string;
  /** Valid CPF (check digits): the demo can be typed in the login screen by CPF or by e-mail. */
  cpf: string;
  nomeCompleto: string;
  role: Role;
  estado: string;
  municipio: string;
  /** E-mail of the veterinarian who brought this user in. */
  managedBy?: string;
};

// Fixed ids: a demo database rebuilt from scratch gives devices the same users again.
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: '01a20832-6442-760e-94d4-41ed7811c574',
    email: ADMIN_EMAIL,
    cpf: '52998224725',
    nomeCompleto: 'Administrador Gestar',
    role: ROLES.administrador,
    estado: 'SP',
    municipio: 'Campinas',
  },
  {
    id: '01a20832-64bf-71bb-a63d-8dd596f53e13',
    email: 'vet@gestar.example.com',
    cpf: '39053344705',
    nomeCompleto: 'Ana Paula Ferreira Martins',
    role: ROLES.veterinario,
    estado: 'MT',
    municipio: 'Cuiabá',
  },
  {
    id: '01a20832-653a-72f4-96a9-484b01240122',
    email: 'vet2@gestar.example.com',
    cpf: '71460238001',
    nomeCompleto: 'Ricardo Almeida Souza',
    role: ROLES.veterinario,
    estado: 'GO',
    municipio: 'Rio Verde',
  },
  {
    id: '01a20832-65bf-725a-b93f-e956cda76e63',
    email: 'inseminador@gestar.example.com',
    cpf: '16899535009',
    nomeCompleto: 'José Carlos Pereira da Silva',
    role: ROLES.inseminador,
    estado: 'MT',
    municipio: 'Rondonópolis',
    managedBy: 'vet@gestar.example.com',
  },
  {
    id: '01a20832-6646-711a-a02e-c1c09186e5b2',
    email: 'estagiario@gestar.example.com',
    cpf: '83417150582',
    nomeCompleto: 'Mariana Costa Lima',
    role: ROLES.estagiario,
    estado: 'MT',
    municipio: 'Cuiabá',
    managedBy: 'vet@gestar.example.com',
  },
  {
    id: '01a20832-66d1-7007-9046-cdde08c08c6f',
    email: 'cliente@gestar.example.com',
    cpf: '45317828791',
    nomeCompleto: 'Antônio Marcos Ribeiro',
    role: ROLES.cliente,
    estado: 'MT',
    municipio: 'Cáceres',
    managedBy: 'vet@gestar.example.com',
  },
];

/** Roles and terms: what every database needs before the first user exists. Safe to run any number of times. */
export async function seedRolesAndTerms(db: Db): Promise<void> {
  for (const role of ALL_ROLES) {
    await db.kysely
      .insertInto('roles')
      .values({ id: role.id, name: role.name, description: role.description ?? role.name })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ name: role.name, description: role.description ?? role.name }),
      )
      .execute();
  }
  const created = new Date().toISOString();
  for (const term of TERMS_V1) {
    // A published version is never rewritten: an existing row (same type and version) is left alone.
    await db.kysely
      .insertInto('termos')
      .values({ ...term, created })
      .onConflict((oc) => oc.columns(['tipo', 'versao']).doNothing())
      .execute();
  }
}

/**
 * Seeds roles, the three terms, the administrator and, in demo mode, the demo users (terms not accepted, so
 * the first login shows the terms dialog). Creates only what is missing. Returns the lines to print at start.
 */
export async function seedAccounts(db: Db, config: Config): Promise<string[]> {
  await seedRolesAndTerms(db);
  await renameLegacyDemoAddresses(db);
  const hasher = createPasswordHasher(config.passwordHashCost);
  const lines: string[] = [];

  if (!config.demo) {
    if (!(await findLiveUserByEmail(db, ADMIN_EMAIL))) {
      const password = config.adminPassword ?? randomBytes(12).toString('base64url');
      const admin = DEMO_USERS[0];
      if (admin) await createDemoUser(db, hasher, admin, password, null);
      if (!config.adminPassword) {
        lines.push(
          `Administrador criado: ${ADMIN_EMAIL}  senha: ${password}`,
          'Anote esta senha agora: ela não será mostrada de novo (defina ADMIN_PASSWORD para escolher a sua).',
        );
      }
    }
    return lines;
  }

  for (const user of DEMO_USERS) {
    if (await findLiveUserByEmail(db, user.email)) continue;
    const password = user.email === ADMIN_EMAIL ? (config.adminPassword ?? DEMO_PASSWORD) : DEMO_PASSWORD;
    const manager = user.managedBy ? await findLiveUserByEmail(db, user.managedBy) : undefined;
    await createDemoUser(db, hasher, user, password, manager?.id ?? null);
  }
  lines.push(
    'Modo demonstração: usuários de teste com senha pública; não use com dados reais.',
    'Para desligar, GESTAR_DEMO=0 (já vem desligado com DATABASE_URL, NODE_ENV=production ou um PUBLIC_URL que não',
    'seja esta máquina). Entre com o CPF ou o e-mail, senha gestar123:',
    ...DEMO_USERS.map(
      (user) =>
        `  ${formatCpf(user.cpf)}  ${user.email.padEnd(26)} ${user.role.name.padEnd(14)} ${user.nomeCompleto}`,
    ),
  );
  if (config.adminPassword) lines.push(`  (a senha de ${ADMIN_EMAIL} é a de ADMIN_PASSWORD)`);
  return lines;
}

async function createDemoUser(
  db: Db,
  hasher: PasswordHasher,
  user: DemoUser,
  password: string,
  managerId: string | null,
): Promise<void> {
  // A deleted demo user keeps its id; a fresh one takes its place with a new id.
  const idFree = !(await db.kysely
    .selectFrom('usuarios')
    .select('id')
    .where('id', '=', user.id)
    .executeTakeFirst());
  await createAccount(
    db,
    hasher,
    {
      ...(idFree ? { id: user.id } : {}),
      nomeCompleto: user.nomeCompleto,
      email: user.email,
      cpf: user.cpf,
      estado: user.estado,
      municipio: user.municipio,
      zoetisId: null,
      superiorId: managerId,
      createdByUserId: managerId,
      roles: [user.role],
      password,
    },
    null,
  );
}

/**
 * A database seeded with the old '.local' demo addresses gets the new ones (same user, same CPF), as a new
 * revision so devices pull the change; otherwise the seed would try to add a second user with the same CPF.
 */
async function renameLegacyDemoAddresses(db: Db): Promise<void> {
  for (const user of DEMO_USERS) {
    const legacy = user.email.replace(/@.*$/, LEGACY_DEMO_DOMAIN);
    const old = await findLiveUserByEmail(db, legacy);
    if (!old || (await findLiveUserByEmail(db, user.email))) continue;
    await db.kysely.transaction().execute(async (trx) => {
      await lockRevisions(trx, db.dialect);
      await updateUserRecord(trx, old.id, { profile: { email: user.email } }, old.id);
    });
  }
}
