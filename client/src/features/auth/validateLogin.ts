export interface LoginValues {
  email: string;
  password: string;
}

/** i18n keys (namespace `auth`) of the problems per field; empty when the form may be sent. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}
