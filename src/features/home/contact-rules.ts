import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.home.contactForm;

// Mantine's email check: something@domain.tld, a top-level domain of two letters or more.
const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** Name, Email and Message, all required; nothing is sent, so there is no server rule. */
export const contactSchema = z.object({
  name: requiredText(TEXTS.nameRequired),
  email: requiredText(TEXTS.emailRequired, z.regex(EMAIL, TEXTS.invalidEmail)),
  message: requiredText(TEXTS.messageRequired),
});
