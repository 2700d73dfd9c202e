import { type ReactNode, useId, useMemo } from 'react';
import { FormContext } from './form-context';
import { CHECK_FOR_ERRORS } from './form-messages';
import type { FormValues } from './form-rules';
import { type ButtonAlign, SubmitRow } from './submit-row';
import { type FormControllerOptions, useFormController } from './use-form-controller';

export type FormStep = { title: string; fields: readonly string[]; content: ReactNode };

type Props<V extends FormValues, R> = Omit<FormControllerOptions<V, R>, 'stepFields'> & {
  /** Several steps: Next moves on, Back returns, the last step submits (spec 2). */
  steps?: readonly FormStep[];
  submitText?: string;
  buttonAlign?: ButtonAlign;
  /** Keeps the submit button disabled while it returns false. */
  canSubmit?: (values: V) => boolean;
  /** Content beside the submit button, such as a link. */
  submitExtra?: ReactNode;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
};

/**
 * The form wrapper of spec 4, 5 and 8: rules tied to fields, the none/invalid/pending/success/fail
 * status with its icon and amber message, Retry after a failure, then a callback and a redirect.
 */
export function Form<V extends FormValues, R = unknown>(props: Props<V, R>) {
  const { steps, submitText, buttonAlign = 'right', canSubmit, submitExtra, className, children } = props;
  const stepFields = useMemo(() => steps?.map((s) => s.fields), [steps]);
  const form = useFormController({ ...props, stepFields });
  const formId = useId();
  const context = useMemo(
    () => ({
      formId,
      values: form.values,
      setValue: form.setValue,
      visibleError: form.visibleError,
      disabled: form.status === 'pending',
    }),
    [formId, form.values, form.setValue, form.visibleError, form.status],
  );
  const current = steps?.[form.step];
  const row = (
    <SubmitRow
      status={form.status}
      message={form.status === 'invalid' ? CHECK_FOR_ERRORS : form.message}
      submitText={form.isLastStep ? submitText : 'Next'}
      align={buttonAlign}
      disabled={canSubmit ? !canSubmit(form.values) : false}
      onBack={form.step > 0 ? form.back : undefined}
      extra={submitExtra}
    />
  );
  const top = buttonAlign.startsWith('top');
  return (
    <FormContext.Provider value={context}>
      <form
        ref={form.formRef}
        noValidate
        aria-label={props['aria-label']}
        aria-busy={form.status === 'pending' || undefined}
        data-status={form.status}
        className={`flex flex-col gap-4 ${className ?? ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        {top && row}
        {children}
        {current && (
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-semibold text-[var(--text-muted)]">
              Step {form.step + 1} of {form.stepCount}: {current.title}
            </legend>
            {current.content}
          </fieldset>
        )}
        {!top && row}
      </form>
    </FormContext.Provider>
  );
}
