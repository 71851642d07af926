/**
 * Style of a control inside a whole-card target (Bootstrap's stretched link, whose ::after has z-index 1): it stays on
 * top and keeps its own tap. Inline because the z-index utilities are left out of the CSS (styles/_utilities.scss).
 */
export const aboveCard = { zIndex: 2 } as const;
