import type { FormRule, FormValues } from '../../../components/ui/form';

/** A number field's text as the number it names, or null while blank or not a number. */
export const numberOf = (text: string): number | null =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

/** The rule of a required whole-number field of the admin forms, with a prompt naming its label. */
export function wholeNumberRule<V extends FormValues>(
  field: keyof V & string,
  label: string,
  min: number,
  max: number,
): FormRule<V> {
  return {
    field,
    isValid: (values) => {
      const value = numberOf(String(values[field] ?? ''));
      return value !== null && Number.isInteger(value) && value >= min && value <= max;
    },
    prompt: `${label} must be a whole number from ${min} to ${max}`,
  };
}
