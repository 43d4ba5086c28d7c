import type { FormSchema } from './form-state';
import type { FilesKey, SchemaForm, Values } from './useSchemaForm';

/**
 * The form kit's file boxes: their rules, their binding to a form, and the multipart form that carries them. Not in
 * the kit's own chunk: only the back office sends files through the kit (the pictures of a piece, the stock import).
 */

/** A file box's value before anything is chosen, and again once the form is sent. */
export const NO_FILES: readonly File[] = [];

/** What is wrong with a field's files, or null. */
export type FilesRule = (files: readonly File[]) => string | null;

/**
 * A schema the kit reads, for a form of file boxes (and other fields with no rules): each field's rule says what is
 * wrong with its files. The API checks every file again, by its content.
 */
export function filesRules<V extends Values>(rules: { [K in FilesKey<V>]?: FilesRule }): FormSchema<V> {
  return {
    safeParse(input) {
      const values = input as V;
      const issues = Object.entries(rules as Record<string, FilesRule | undefined>).flatMap(([field, rule]) => {
        const message = rule?.(values[field] as readonly File[]);
        return message ? [{ path: [field], message }] : [];
      });
      return issues.length ? { success: false, error: { issues } } : { success: true, data: values };
    },
  };
}

/** The props of a FilesInput bound to field `f` of a kit form: choosing files counts as leaving the field. */
export function filesOf<V extends Values>(form: SchemaForm<V>, f: FilesKey<V>) {
  return {
    id: form.idOf(f),
    name: f,
    files: form.values[f] as readonly File[],
    error: form.errorOf(f),
    onChange: (files: readonly File[]) => {
      // The key holds files, so the files are of the field's type.
      form.set(f, files as V[typeof f]);
      form.touch(f);
    },
  };
}

/**
 * A form's values as the multipart form the API reads, in the form's order: text as it is, each file under its
 * field's name with its own. A file box with nothing chosen is sent as a browser sends one: a nameless empty file of
 * type application/octet-stream.
 */
export function multipart(values: Record<string, string | boolean | readonly File[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'object') body.append(name, String(value));
    else if (!value.length) body.append(name, new File([], '', { type: 'application/octet-stream' }), '');
    else for (const file of value) body.append(name, file, file.name);
  }
  return body;
}
