/**
 * An amount of rupees in words with Indian numbering (thousand, lakh, crore), as invoices write it:
 * 1,23,45,678 → "One crore twenty-three lakh forty-five thousand six hundred seventy-eight rupees only".
 * Shared by the mock (the invoice's `amountInWords`) and the client (the PDF and its check), so both write the same words.
 */
const ones = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit ? `${tens[Math.floor(n / 10)]}-${ones[unit]}` : tens[Math.floor(n / 10)]!;
}

/** 0–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian grouping; crores above 99 repeat the grouping ("one hundred crore"). */
export function indianNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole non-negative number: ${value}`);
  if (value === 0) return 'zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${indianNumberWords(crore)} crore` : '',
    lakh ? `${belowHundred(lakh)} lakh` : '',
    thousand ? `${belowHundred(thousand)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Twelve thousand five hundred rupees only"; paise, when any, as "… rupees and fifty paise only". */
export function rupeesInWords(amount: number): string {
  const paise = Math.round(amount * 100) % 100;
  const rupees = Math.floor(Math.round(amount * 100) / 100);
  const words = `${indianNumberWords(rupees)} rupees${paise ? ` and ${indianNumberWords(paise)} paise` : ''} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "12,34,567": Indian digit grouping, as invoices print figures. */
export function indianFigures(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head ? `${head},` : ''}${last3}${fraction === '00' ? '' : `.${fraction}`}`;
}
