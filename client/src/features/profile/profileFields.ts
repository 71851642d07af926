/** The profile as `update-assessorProfile` takes it back: every field that has a value (`pincode` in lower case). */
export function profileFields(p: Record<string, unknown> | undefined): Record<string, string> {
  if (!p) return {};
  const pick = (name: string) => (typeof p[name] === 'string' && p[name] !== '' ? { [name]: p[name] } : {});
  return {
    ...pick('fullName'),
    ...pick('email'),
    ...pick('mobile'),
    ...pick('gender'),
    ...pick('dob'),
    ...pick('address'),
    ...pick('state'),
    ...pick('district'),
    ...(typeof p.pinCode === 'string' && p.pinCode ? { pincode: p.pinCode } : {}),
    ...pick('modeofAgreement'),
    ...pick('ToaType'),
    ...(typeof p.RadiantFundToa === 'boolean' ? { RadiantFundToa: String(p.RadiantFundToa) } : {}),
  } as Record<string, string>;
}
