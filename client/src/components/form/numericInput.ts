import type { ChangeEvent, KeyboardEvent } from 'react';

const BLOCKED = new Set(['e', 'E', '+', '-', '.']);

/** Spec §5: numeric inputs refuse the keys e, E, +, - and . */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (BLOCKED.has(event.key)) event.preventDefault();
}

/** Keeps only digits (pasted text included), at most `max` of them. */
export const digitsOnly = (event: ChangeEvent<HTMLInputElement>, max: number) =>
  event.target.value.replace(/\D/g, '').slice(0, max);
