import { PASSWORD_RULES } from '@kickchips/core';
import type { FormRule } from '../../components/ui/form';

const broken = (password: string) => PASSWORD_RULES.filter((rule) => !rule.test(password));

/** The password field's rule: a weak password is told every rule it breaks, one per line. */
export function passwordRule<V extends { password: string }>(): FormRule<V> {
  return {
    field: 'password',
    isValid: (v) => broken(v.password).length === 0,
    prompt: (v) =>
      broken(v.password)
        .map((rule) => rule.message)
        .join('\n'),
  };
}
