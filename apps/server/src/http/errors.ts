import { currentLocale } from '@gestar/domain/i18n/current-locale';
import { INVALID_REQUEST, UNSTORABLE_TEXT } from '@gestar/domain/messages/server';
import { z } from 'zod';

// zod's own issue texts in the request's language: a 400 body is read by the person who sent it.
const ZOD_TEXTS = { 'pt-BR': z.locales.ptBR().localeError, es: z.locales.es().localeError };
z.config({ localeError: (issue) => ZOD_TEXTS[currentLocale()](issue) });

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

/**
 * Parses a body, query or params value; anything that does not fit is a 400 naming each bad field. Text with
 * U+0000 is refused too: PostgreSQL text cannot hold it, so it would fail the statement (a 500) on one dialect
 * and be stored on the other. `allowNul` is for the sync push, which refuses such records one by one.
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: { allowNul?: boolean } = {},
): z.output<S> {
  let parsed: z.ZodSafeParseResult<z.output<S>>;
  try {
    parsed = schema.safeParse(value);
  } catch (error) {
    // Recursive schemas (z.json) overflow the stack on absurdly nested input: that is the input's fault.
    if (error instanceof RangeError) throw new HttpError(400, INVALID_REQUEST());
    throw error;
  }
  if (!parsed.success) throw new HttpError(400, INVALID_REQUEST(), describeIssues(parsed.error));
  if (!options.allowNul) {
    const path = pathOfNul(parsed.data);
    if (path !== undefined)
      throw new HttpError(400, INVALID_REQUEST(), [
        path ? `${path}: ${UNSTORABLE_TEXT()}` : UNSTORABLE_TEXT(),
      ]);
  }
  return parsed.data;
}

/** Where the first string (value or key) holding U+0000 is, as a dotted path ('' = the value itself). */
export function pathOfNul(value: unknown): string | undefined {
  // Iterative: the value may be as deeply nested as a body can be.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return path;
      stack.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}
