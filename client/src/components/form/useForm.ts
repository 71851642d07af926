import { useCallback, useState, type FormEvent } from 'react';

/** i18n keys of the problems per field; empty when the form may be sent. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * The form flow every form repeats: values kept in component state (never Redux), one setter per field, client
 * validation on submit (problems shown beside the fields, nothing sent), and the server's message of the last attempt.
 */
export function useForm<V extends object>(initial: V | (() => V), validate: (values: V) => FormErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = useCallback(
    <K extends keyof V>(field: K) => (value: V[K]) => setValues((old) => ({ ...old, [field]: value })),
    [],
  );

  /** A submit handler: validates, clears the last message, and calls `send` only when nothing is wrong. */
  const handleSubmit = (send: (values: V) => Promise<unknown> | void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length === 0) void send(values);
  };

  return { values, set, errors, message, setMessage, handleSubmit };
}
