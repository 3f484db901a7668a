import { type FormEvent, useCallback, useRef, useState } from 'react';
import { type ServerErrors, serverErrors } from './server-errors';

type Values<F extends string> = Record<F, string>;
/** A field's rule; it may read the other values (a repeated password). */
export type Rules<F extends string> = Partial<
  Record<F, (value: string, values: Values<F>) => string | undefined>
>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  /** The message key to show under the field, once the player has left it or tried to submit. */
  error: string | undefined;
}

/**
 * Form state for the auth modals: rules checked as the player types (shown once a field was left or a submit was
 * tried), server field errors until that field changes, one form-level server message, and a submit that refuses
 * to run twice or with invalid fields (focusing the first one instead).
 */
export function useAuthForm<F extends string>(initial: Values<F>, rules: NoInfer<Rules<F>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerErrors>({ fields: {} });
  const formRef = useRef<HTMLFormElement>(null);

  const ruleError = (name: F): string | undefined => rules[name]?.(values[name], values);
  const invalidFields = (Object.keys(values) as F[]).filter((name) => ruleError(name));

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServer((current) => {
      if (!(name in current.fields) && !current.form) return current;
      const { [name]: _cleared, ...fields } = current.fields;
      return { fields };
    });
  }, []);

  const field = (name: F): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: (touched[name] || submitted ? ruleError(name) : undefined) ?? server.fields[name],
  });

  const onSubmit = (run: (values: Values<F>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const [firstInvalid] = invalidFields;
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setServer({ fields: {} });
    run(values);
  };

  const showServerError = (error: unknown) => {
    const next = serverErrors(error, Object.keys(values));
    setServer(next);
    const [firstField] = Object.keys(next.fields);
    if (firstField) formRef.current?.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus();
  };

  /** A problem the server reported in an answer rather than an error (a wrong restore code). */
  const showFieldError = (name: F, messageKey: string) => {
    setServer({ fields: { [name]: messageKey } });
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  return {
    formRef,
    showFieldError,
    values,
    setValue,
    field,
    onSubmit,
    showServerError,
    formError: server.form,
    isValid: invalidFields.length === 0,
  };
}
