import { createContext, useContext } from 'react';

export type FormContextValue = {
  formId: string;
  values: Record<string, unknown>;
  setValue: (name: string, value: unknown) => void;
  /** The message to show under a field, only while validation display is on for it. */
  visibleError: (name: string) => string | undefined;
  disabled: boolean;
};

export const FormContext = createContext<FormContextValue | null>(null);

/** One field's value, setter, shown message and the ids that tie its label and message to it. */
export function useFormField<T>(name: string) {
  const form = useContext(FormContext);
  if (!form) throw new Error(`Field "${name}" must be inside a <Form>`);
  const inputId = `${form.formId}-${name}`;
  return {
    value: form.values[name] as T,
    setValue: (value: T) => form.setValue(name, value),
    error: form.visibleError(name),
    inputId,
    messageId: `${inputId}-message`,
    disabled: form.disabled,
  };
}
