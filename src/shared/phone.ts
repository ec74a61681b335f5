/**
 * A phone number as people read it: "(972) 555-0138" for a US number however it was typed
 * ("9725550138", "972.555.0138", "+1 972 555 0138", or already formatted); anything else as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const us = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (us.length !== 10) return phone.trim();
  return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
}
