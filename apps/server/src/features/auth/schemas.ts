import { emailSchema } from '@gestar/domain/entities/user';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@gestar/domain/messages/navigation';
import { PASSWORDS_MUST_MATCH } from '@gestar/domain/messages/validation';
import { z } from 'zod';

/** Passwords: at least 8 characters (NIST SP 800-63B's floor); 200 bounds the hashing work per request. */
export const PASSWORD_MIN_LENGTH = 8;

const opaqueToken = z.string().trim().min(1).max(200);

export const refreshRequestSchema = z.object({ refreshToken: opaqueToken });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: () => PASSWORD_TOO_SHORT_MESSAGE() })
      .max(200),
    confirmPassword: z.string().max(200),
    token: opaqueToken,
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: () => PASSWORDS_MUST_MATCH(),
    path: ['confirmPassword'],
  });
