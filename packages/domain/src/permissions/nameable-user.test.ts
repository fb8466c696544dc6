import { describe, expect, it } from 'vitest';
import { ROLES } from '../entities/role.ts';
import { type ManagedUser, mayNameUser } from './nameable-user.ts';

const users = new Map<string, ManagedUser>([
  ['vet', { createdByUserId: 'boss', superiorId: null }],
  ['boss', { createdByUserId: null, superiorId: null }],
  ['created', { createdByUserId: 'vet', superiorId: null }],
  ['supervised', { createdByUserId: 'other', superiorId: 'vet' }],
  ['stranger', { createdByUserId: 'other', superiorId: 'other' }],
  ['ins', { createdByUserId: null, superiorId: 'vet' }],
]);
const vet = { id: 'vet', roles: [ROLES.veterinario] };
const ins = { id: 'ins', roles: [ROLES.inseminador] };
const admin = { id: 'adm', roles: [ROLES.administrador] };

describe('mayNameUser (farm owners and Responsáveis)', () => {
  it.each([
    ['the actor herself', vet, 'vet', true],
    ['a user she created', vet, 'created', true],
    ['a user she supervises', vet, 'supervised', true],
    ['the user who created her', vet, 'boss', true],
    ["an inseminator's own veterinarian (his superior)", ins, 'vet', true],
    ['a user of another team', vet, 'stranger', false],
    ['a user the device does not know', vet, 'ghost', false],
    ['anyone, for an administrator', admin, 'stranger', true],
    ['an unknown user, for an administrator', admin, 'ghost', true],
  ])('%s', (_case, actor, userId, expected) => {
    expect(mayNameUser(actor, userId, (id) => users.get(id))).toBe(expected);
  });
});
