import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

// The sign-in and sign-up messages, verbatim (docs/product/accounts.md#2-validation-messages).
export const AUTH_MESSAGES = STOREFRONT_TEXTS.account.auth.messages;

/** Letters or digits in the local part and a domain ending in .com. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9]+@(?:[a-zA-Z0-9]+\.)+com$/;

/** The server's minimum for a new password (sign-up: size 6 to 40). */
export const PASSWORD_MIN_LENGTH = 6;

// Names and emails are sent trimmed, so they are checked trimmed; a password is sent as typed.
const username = requiredText(AUTH_MESSAGES.usernameRequired);

export const loginSchema = z.object({
  username,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.passwordRequired)),
});

export const registerSchema = z.object({
  username,
  email: requiredText(
    AUTH_MESSAGES.emailRequired,
    z.regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, AUTH_MESSAGES.passwordRequired),
      z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    ),
});
