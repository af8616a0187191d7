/** The shop's contact block: phone, email and an address. */
export const CONTACT_DETAILS = {
  phone: '+1 (555) 010-2030',
  email: 'support@shop.example',
  address: ['123 Market Street', 'San Francisco, CA 94105', 'United States'],
} as const;
