/** Where the assessor's language is kept (spec §9); read before the app runs by the page's boot script too. */
export const LANGUAGE_KEY = 'lang';
