import { DEFAULT_PROMPT } from './form-messages';

export type FormValues = Record<string, unknown>;

/**
 * A validation rule tied to one field (spec 5): a validity check over all values and a prompt,
 * which may depend on the values (to name every rule a password breaks, one per line).
 */
export type FormRule<V extends FormValues> = {
  field: keyof V & string;
  isValid: (values: V) => boolean;
  prompt?: string | ((values: V) => string);
};

/** The first failing prompt of each field, for all fields or only the given ones. */
export function ruleErrors<V extends FormValues>(
  rules: readonly FormRule<V>[],
  values: V,
  fields?: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of rules) {
    if (fields && !fields.includes(rule.field)) continue;
    if (errors[rule.field] !== undefined) continue;
    if (rule.isValid(values)) continue;
    errors[rule.field] =
      (typeof rule.prompt === 'function' ? rule.prompt(values) : rule.prompt) ?? DEFAULT_PROMPT;
  }
  return errors;
}
