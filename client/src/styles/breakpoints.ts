/** Spec §9 breakpoints in px; styles/_variables.scss holds the same values for Bootstrap's grid. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Spec §1: wider screens show 'Only for mobile devices'. */
export const MOBILE_MAX_WIDTH = 2768;
