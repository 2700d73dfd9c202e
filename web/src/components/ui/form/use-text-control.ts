import type { ChangeEvent, ReactNode } from 'react';
import { useFormField } from './form-context';

/**
 * What a text input and a text area share: the field shell's props and the control's value,
 * change handler and accessibility attributes, bound to one form value.
 */
export function useTextControl(name: string, options: { required?: boolean; hint?: ReactNode }) {
  const field = useFormField<string>(name);
  const { required, hint } = options;
  return {
    invalid: Boolean(field.error),
    shell: { inputId: field.inputId, messageId: field.messageId, required, error: field.error, hint },
    control: {
      id: field.inputId,
      name,
      value: field.value ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setValue(e.target.value),
      disabled: field.disabled,
      'aria-required': required || undefined,
      'aria-invalid': field.error ? true : undefined,
      'aria-describedby': field.error || hint ? field.messageId : undefined,
    },
  };
}
