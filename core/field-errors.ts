/** A complaint about one field: a schema's issue (its path) or a server's refusal (its `field`, e.g. `UserData.Email`). */
export type FieldIssue = { path: readonly PropertyKey[]; message: string } | { field: string; message: string };

/**
 * The first message for each field, the one a form shows under it, keyed by the field's path joined with dots
 * (`UserData.Email`), or by what `fieldOf` makes of that path (an empty name drops the message). Messages about
 * the whole form (an empty path) are dropped.
 */
export function firstErrors(
  issues: Iterable<FieldIssue>,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = fieldOf('field' in i ? i.field : i.path.map(String).join('.'));
    if (key && !Object.hasOwn(out, key)) out[key] = i.message;
  }
  return out;
}

/** The first message per field of a safeParse result, `{}` when it passed. */
export function errorsOf(
  result: { success: true } | { success: false; error: { issues: readonly FieldIssue[] } },
): Record<string, string> {
  return result.success ? {} : firstErrors(result.error.issues);
}
