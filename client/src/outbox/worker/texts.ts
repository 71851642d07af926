import { indiaClockAt } from '@assessor/contract';
import { sentWhileClosed_one as enOne, sentWhileClosed_other as enOther } from '../../i18n/en/outbox.json';
import { sentWhileClosed_one as hiOne, sentWhileClosed_other as hiOther } from '../../i18n/hi/outbox.json';

/** The worker's one text, from the app's catalogues (only these keys are bundled): it has no translator. */
const texts: Record<string, { one: string; other: string }> = {
  en: { one: enOne, other: enOther },
  hi: { one: hiOne, other: hiOther },
};

/** "Sent while the app was closed: 3 captures, 06:42 PM" in the assessor's language. */
export function sentWhileClosedText(language: string, count: number, lastAt: number): string {
  const forms = texts[language] ?? texts.en!;
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', String(count)).replace('{{time}}', indiaClockAt(lastAt));
}
