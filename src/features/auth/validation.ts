// The sign-in and sign-up messages, verbatim (docs/product/accounts.md#2-validation-messages).
export const AUTH_MESSAGES = {
  usernameRequired: '*UserName is required',
  emailRequired: '*Email is required',
  passwordRequired: '*Password is required',
  passwordTooShort: 'Minimum 6 character is required',
  invalidEmail: 'Invalid email',
} as const;

/** Letters or digits in the local part and a domain ending in .com. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9]+@(?:[a-zA-Z0-9]+\.)+com$/;

const blank = (value: string) => value.trim() === '';

export const required = (message: string) => (value: string) => (blank(value) ? message : null);

export function validateEmail(value: string) {
  if (blank(value)) return AUTH_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}

export function validateNewPassword(value: string) {
  if (value === '') return AUTH_MESSAGES.passwordRequired;
  return value.length < 6 ? AUTH_MESSAGES.passwordTooShort : null;
}
