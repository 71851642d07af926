import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

/** i18n keys of the problems per field; empty when the form may be sent. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export interface FormOptions {
  /**
   * After a submit found problems, a field's message goes as soon as its value passes (no message is added before the
   * next submit): the assessor sees the fix taken, not a stale error.
   */
  clearFixed?: boolean;
  /** A refused submit moves the focus to the first field with a problem (the form's first `aria-invalid` control). */
  focusFirstError?: boolean;
}

/**
 * The form flow every form repeats: values kept in component state (never Redux), one setter per field, client
 * validation on submit (problems shown beside the fields, nothing sent), and the server's message of the last attempt.
 */
export function useForm<V extends object>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors<V>,
  options: FormOptions = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [message, setMessage] = useState<string | null>(null);
  const refusedForm = useRef<HTMLFormElement | null>(null);
  const { clearFixed = false, focusFirstError = false } = options;

  const set = useCallback(
    <K extends keyof V>(field: K) =>
      (value: V[K]) =>
        setValues((old) => ({ ...old, [field]: value })),
    [],
  );

  // Only messages already shown may go: a field being typed into is not judged before the next submit.
  useEffect(() => {
    if (!clearFixed) return;
    setErrors((shown) => {
      const now = validate(values);
      const fixed = (Object.keys(shown) as (keyof V)[]).filter((field) => !now[field]);
      if (fixed.length === 0) return shown;
      const kept = { ...shown };
      for (const field of fixed) delete kept[field];
      return kept;
    });
  }, [values, clearFixed, validate]);

  // After the render that shows the messages: their fields carry aria-invalid only then.
  useEffect(() => {
    const form = refusedForm.current;
    if (!form) return;
    refusedForm.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** A submit handler: validates, clears the last message, and calls `send` only when nothing is wrong. */
  const handleSubmit = (send: (values: V) => Promise<unknown> | void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length === 0) void send(values);
    else if (focusFirstError && event.currentTarget instanceof HTMLFormElement)
      refusedForm.current = event.currentTarget;
  };

  // setErrors: for a step that checks part of the form before the submit (e.g. the mobile number before an OTP is sent).
  return { values, set, errors, setErrors, message, setMessage, handleSubmit };
}
