import type { ArgsOf, authCalls } from '@assessor/contract';
import {
  checkConfirm,
  checkEmail,
  checkMobile,
  checkName,
  checkPassword,
  problems,
} from '../../../components/form/validate.ts';

export type ToaType = 'Radiant' | 'Self' | 'None';

export interface RegistrationValues {
  fullName: string;
  email: string;
  mobile: string;
  ToaType: ToaType | '';
  RadiantFundToa: 'yes' | 'no' | '';
  assessorSipId: string;
  password: string;
  confirmPassword: string;
  acceptTermCondition: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export const emptyRegistration: RegistrationValues = {
  fullName: '',
  email: '',
  mobile: '',
  ToaType: '',
  RadiantFundToa: '',
  assessorSipId: '',
  password: '',
  confirmPassword: '',
  acceptTermCondition: false,
};

/** api-facts §2 rules, as i18n keys of namespace `auth`. */
export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  return problems({
    fullName: checkName(v.fullName),
    email: checkEmail(v.email),
    mobile: checkMobile(v.mobile),
    ToaType: v.ToaType ? undefined : 'toaTypeRequired',
    RadiantFundToa: v.RadiantFundToa ? undefined : 'radiantFundRequired',
    assessorSipId: v.assessorSipId.length > 50 ? 'sipTooLong' : undefined,
    password: checkPassword(v.password),
    confirmPassword: checkConfirm(v.password, v.confirmPassword),
    acceptTermCondition: v.acceptTermCondition ? undefined : 'acceptTermsRequired',
  });
}

type RegisterBody = ArgsOf<typeof authCalls.registerAssessor>['body'];

/**
 * The body of register-assesor; `_id` when completing the record an OTP login made. That record already holds the
 * mobile, and the real API's duplicate check refuses a `mobile` sent with its own `_id`, so it goes only without one.
 */
export function registrationBody(v: RegistrationValues, _id?: string): RegisterBody {
  return {
    ...(_id ? { _id } : { mobile: v.mobile }),
    fullName: v.fullName.trim(),
    email: v.email.trim(),
    ToaType: v.ToaType || 'None',
    RadiantFundToa: v.RadiantFundToa === 'yes',
    assessorSipId: v.assessorSipId.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    acceptTermCondition: v.acceptTermCondition,
  };
}
