import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FormStatus, failureMessage, type StatusMessages } from './form-messages';
import { type FormRule, type FormValues, ruleErrors } from './form-rules';

export type FormControllerOptions<V extends FormValues, R> = {
  initialValues: V;
  rules?: readonly FormRule<V>[];
  /** 'submit' shows messages after an invalid submit; 'live' also shows them as each field is edited. */
  validateOn?: 'submit' | 'live';
  onSubmit: (values: V) => Promise<R>;
  statusMessages?: StatusMessages;
  fallbackMessage?: string;
  onSuccess?: (result: R, values: V) => void | Promise<void>;
  redirectTo?: string | ((result: R, values: V) => string | null | undefined);
  goBackOnSuccess?: boolean;
  /** The fields each step holds, when the form has several steps. */
  stepFields?: readonly (readonly string[])[];
};

const NO_RULES: readonly never[] = [];

/** The state machine behind <Form>: values, validation display, status, steps and the submit flow. */
export function useFormController<V extends FormValues, R>(options: FormControllerOptions<V, R>) {
  const { rules = NO_RULES, validateOn = 'submit', stepFields } = options;
  const navigate = useNavigate();
  const [values, setValues] = useState(options.initialValues);
  const [status, setStatus] = useState<FormStatus>('none');
  const [message, setMessage] = useState<string>();
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [step, setStep] = useState(0);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set at once on submit, before the pending status renders, so a double tap submits once. */
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const stepCount = stepFields?.length ?? 1;
  const isLastStep = step >= stepCount - 1;
  const scope = stepFields && !isLastStep ? stepFields[step] : undefined;
  const errors = useMemo(() => ruleErrors(rules, values), [rules, values]);
  const scopeErrors = useMemo(() => ruleErrors(rules, values, scope), [rules, values, scope]);
  const scopeValid = Object.keys(scopeErrors).length === 0;

  // once the values are valid again the invalid status and its messages go away (spec 4)
  useEffect(() => {
    if (status === 'invalid' && scopeValid) {
      setStatus('none');
      setShowAll(false);
    }
  }, [status, scopeValid]);

  useEffect(() => {
    if (invalidSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }, []);

  const visibleError = useCallback(
    (name: string) => (showAll || (validateOn === 'live' && touched.has(name)) ? errors[name] : undefined),
    [showAll, validateOn, touched, errors],
  );

  const markInvalid = (firstBadField: string | undefined) => {
    const badStep = stepFields?.findIndex((fields) => firstBadField && fields.includes(firstBadField)) ?? -1;
    if (badStep >= 0 && badStep < step) setStep(badStep);
    setStatus('invalid');
    setShowAll(true);
    setInvalidSubmits((n) => n + 1);
  };

  const finishSuccess = async (result: R) => {
    await options.onSuccess?.(result, values);
    const target =
      typeof options.redirectTo === 'function' ? options.redirectTo(result, values) : options.redirectTo;
    if (target) navigate(target);
    else if (options.goBackOnSuccess) navigate(-1);
  };

  const submit = async () => {
    if (inFlight.current) return;
    const bad = Object.keys(ruleErrors(rules, values, scope));
    if (bad.length > 0) return markInvalid(bad[0]);
    if (!isLastStep) {
      setStep(step + 1);
      setShowAll(false);
      setStatus('none');
      return;
    }
    inFlight.current = true;
    setStatus('pending');
    setMessage(undefined);
    try {
      const result = await options.onSubmit(values);
      if (mounted.current) setStatus('success');
      await finishSuccess(result);
    } catch (err) {
      if (!mounted.current) return;
      setStatus('fail');
      setMessage(failureMessage(err, options.statusMessages, options.fallbackMessage));
    } finally {
      inFlight.current = false;
    }
  };

  const back = () => {
    setStep((s) => Math.max(0, s - 1));
    setShowAll(false);
    setStatus('none');
  };

  return {
    formRef,
    values,
    setValue,
    visibleError,
    status,
    message,
    submit,
    step,
    stepCount,
    isLastStep,
    back,
  };
}
