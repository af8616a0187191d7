import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import type { AdminTexts } from '@/features/admin/common/texts';

/**
 * The real server's minimum for a category name is 5 characters: a shorter one fails at persist
 * with an answer that does not say why, so the form says it before sending.
 */
export const CATEGORY_LIMITS = { nameMin: 5, nameMax: 50, descriptionMax: 500 } as const;

const L = CATEGORY_LIMITS;

export interface CategoryFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

/**
 * A name of 5 to 50 characters, an optional description; counted as sent, trimmed. Its messages
 * are the texts it is given (the form's `useAdminTexts().categories`).
 */
export const categoryFormSchema = (S: AdminTexts['categories']) =>
  z.object({
    name: requiredText(
      S.nameRequired,
      z.minLength(L.nameMin, S.nameMin(L.nameMin)),
      z.maxLength(L.nameMax, S.nameMax(L.nameMax)),
    ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(L.descriptionMax, S.descriptionMax(L.descriptionMax))),
    isActive: z.boolean(),
  });
