import { z } from 'zod';
import { PROFILE_NOT_OFFERED } from '../messages/auth.ts';
import { OIDC_CODE_INVALID } from '../messages/oidc.ts';
import { SELF_CHOSEN_ROLES } from './login-response.ts';

/** GET /api/auth/oidc: whether this server offers sign-in through an organisation, and the button's name. */
export const oidcSettingsSchema = z.object({ habilitado: z.boolean(), nome: z.string().nullable() });
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

// 32 random bytes in base64url: anything else is not one of ours.
const loginCode = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: () => OIDC_CODE_INVALID() });

/** POST /api/auth/oidc/session: the one-time code the provider's return left in the page's address. */
export const oidcSessionRequestSchema = z.object({ codigo: loginCode });

/** POST /api/auth/oidc/profile: a new organisation user without a profile chooses one (spec §5 qualification map). */
export const oidcProfileRequestSchema = z.object({
  codigo: loginCode,
  roleId: z.enum(SELF_CHOSEN_ROLES.map((role) => role.id) as [string, ...string[]], {
    error: () => PROFILE_NOT_OFFERED(),
  }),
});
