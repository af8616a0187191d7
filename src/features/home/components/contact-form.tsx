import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formSchema } from '@/lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { CONTACT_DETAILS } from '../contact-details';
import { contactSchema } from '../contact-rules';
import { usePrerenderedForm } from '@/lib/forms/prerendered-form';

const TEXTS = STOREFRONT_TEXTS.home.contactForm;

/**
 * Name, Email and Message, all required, and a Send Message button that sends
 * nothing. The form says so plainly, before and after pressing the button, and points to the
 * email address and phone number that do reach the shop.
 */
export function ContactForm() {
  const [attempted, setAttempted] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', message: '' },
    // Fields are validated on first touch.
    validateInputOnBlur: true,
    validate: formSchema(contactSchema),
  });
  const { ref: formRef } = usePrerenderedForm(form);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit(() => setAttempted(true))}
      aria-label={TEXTS.label}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" title={TEXTS.notSendingTitle}>
          {TEXTS.notSending(CONTACT_DETAILS.email, CONTACT_DETAILS.phone)}
        </Alert>
        <TextInput
          label={TEXTS.name}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={TEXTS.email}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea label={TEXTS.message} required rows={5} {...form.getInputProps('message')} />
        <Button type="submit" w="fit-content">
          {TEXTS.send}
        </Button>
        {attempted && (
          <Alert color="blue" role="status" title={TEXTS.notSentTitle}>
            {TEXTS.notSent(CONTACT_DETAILS.email)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
