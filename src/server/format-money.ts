/** Cents as the texts the server writes show them (mails, a registration's history): "$110.00". */
const CANADIAN_DOLLARS = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export const formatCents = (cents: number): string => CANADIAN_DOLLARS.format(cents / 100);
