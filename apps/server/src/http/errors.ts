import { z } from 'zod';

// zod's own issue texts in Brazilian Portuguese: a 400 body is read by pt-BR users and support staff.
z.config(z.locales.ptBR());

/** An error the client caused or may see: answered with its status and a JSON body `{title, errors?}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly errors: string[] | undefined;

  constructor(statusCode: number, title: string, errors?: string[]) {
    super(title);
    this.statusCode = statusCode;
    this.title = title;
    this.errors = errors;
  }
}

export const INVALID_REQUEST = 'Requisição inválida.';

/** Parses a body, query or params value; anything that does not fit is a 400 naming each bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, INVALID_REQUEST, describeIssues(parsed.error));
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
