/** Banks operating in India (public sector, private sector, small finance and payments banks), for the bank picker. */
export const indianBanks = [
  'State Bank of India', 'Punjab National Bank', 'Bank of Baroda', 'Canara Bank', 'Union Bank of India', 'Bank of India',
  'Indian Bank', 'Central Bank of India', 'Indian Overseas Bank', 'UCO Bank', 'Bank of Maharashtra', 'Punjab & Sind Bank',
  'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank', 'IndusInd Bank', 'Yes Bank', 'IDFC FIRST Bank',
  'Federal Bank', 'South Indian Bank', 'Karur Vysya Bank', 'City Union Bank', 'Karnataka Bank', 'Bandhan Bank',
  'RBL Bank', 'IDBI Bank', 'Jammu & Kashmir Bank', 'Tamilnad Mercantile Bank', 'DCB Bank', 'CSB Bank', 'Dhanlaxmi Bank',
  'Nainital Bank', 'AU Small Finance Bank', 'Equitas Small Finance Bank', 'Ujjivan Small Finance Bank',
  'Jana Small Finance Bank', 'Suryoday Small Finance Bank', 'ESAF Small Finance Bank', 'Utkarsh Small Finance Bank',
  'India Post Payments Bank', 'Airtel Payments Bank', 'Paytm Payments Bank', 'Fino Payments Bank',
] as const;
