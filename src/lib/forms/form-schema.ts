import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

/**
 * Every form validates through its schema (`validate: formSchema(schema)` in `useForm`). A field
 * gets the first of its messages, so the schemas list a field's checks in the order they are
 * read: "required" before a length, a length before a format. The schema's input type is the
 * form's values, so a schema cannot drift from the form it checks.
 */
export function formSchema<Values extends object>(
  schema: $ZodType<unknown, Values>,
): (values: Values) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => resolve(values as Record<string, unknown>);
}
