export { CheckboxField } from './checkbox-field';
export { controlClass, FieldMessage, FieldShell } from './field-shell';
export { Form, type FormStep } from './form';
export { useFormField } from './form-context';
export {
  CHECK_FOR_ERRORS,
  DEFAULT_FAILURE_MESSAGE,
  DEFAULT_PROMPT,
  type FormStatus,
  failureMessage,
  type StatusMessages,
  SUBMIT_ROW_DEFAULT_MESSAGE,
} from './form-messages';
export type { FormRule, FormValues } from './form-rules';
export { SelectField } from './select-field';
export { type ButtonAlign, SubmitRow } from './submit-row';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
