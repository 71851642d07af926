import { checkEmail, problems } from '../../components/form/validate.ts';

export interface LoginValues {
  email: string;
  password: string;
}

/** i18n keys (namespace `auth`) of the problems per field; empty when the form may be sent. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  return problems({ email: checkEmail(email), password: password ? undefined : 'passwordRequired' });
}
