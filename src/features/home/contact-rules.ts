import * as z from 'zod/mini';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.home.contactForm;

// Mantine's email check: something@domain.tld, a top-level domain of two letters or more.
const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** Name, Email and Message, all required; nothing is sent, so there is no server rule. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, TEXTS.nameRequired)),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, TEXTS.emailRequired), z.regex(EMAIL, TEXTS.invalidEmail)),
  message: z.string().check(z.trim(), z.minLength(1, TEXTS.messageRequired)),
});
