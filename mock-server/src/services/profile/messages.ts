/** The real answer to a taken e-mail; in the real back end its constant is undefined, so no `message` (quirks). */
export const PROFILE_EMAIL_TAKEN = 'Assessor details you have entered already registered';
