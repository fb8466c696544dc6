import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PasswordHasher } from '../auth/passwords.ts';

export type UserServices = {
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};
