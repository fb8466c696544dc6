import { OFFLINE_PASSWORD_MISMATCH, OFFLINE_PASSWORD_TOO_SHORT } from '@gestar/domain/messages/oidc';
import { describe, expect, it } from 'vitest';
import { offlinePasswordProblem } from './offline-password.ts';

describe('offlinePasswordProblem', () => {
  it.each([
    ['', '', OFFLINE_PASSWORD_TOO_SHORT()],
    ['1234567', '1234567', OFFLINE_PASSWORD_TOO_SHORT()],
    ['12345678', '12345679', OFFLINE_PASSWORD_MISMATCH()],
    ['12345678', '12345678', null],
    ['senha do curral', 'senha do curral', null],
  ])('%j / %j → %s', (password, repeated, expected) => {
    expect(offlinePasswordProblem(password, repeated)).toBe(expected);
  });
});
