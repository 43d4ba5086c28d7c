import type { FormSchema } from '../forms/form-state';

/**
 * A schema for a form whose fields are only required (the login forms, which send nothing): "<label> is
 * required" (or `required`'s words, in the page's language) under each field left empty or blank. It keeps zod off the page. Here rather than in the form kit's
 * rules, which every form page loads: only the sign-in page uses it (docs/decisions/041).
 */
export function requiredFields<K extends string>(
  labels: Record<K, string>,
  required: (label: string) => string = (label) => `${label} is required`,
): FormSchema<Record<K, string>> {
  const fields = Object.keys(labels) as K[];
  return {
    safeParse(input) {
      const given: Partial<Record<K, unknown>> = typeof input === 'object' && input !== null ? input : {};
      const value = (f: K) => {
        const v = given[f];
        return typeof v === 'string' ? v.trim() : '';
      };
      const issues = fields.filter((f) => !value(f)).map((f) => ({ path: [f], message: required(labels[f]) }));
      return issues.length
        ? { success: false, error: { issues } }
        : { success: true, data: Object.fromEntries(fields.map((f) => [f, value(f)])) as Record<K, string> };
    },
  };
}
