import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formSchema } from '../../../lib/forms/form-schema';
import { CONTACT_DETAILS } from '../contact-details';
import { contactSchema } from '../contact-rules';

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

  return (
    <form noValidate onSubmit={form.onSubmit(() => setAttempted(true))} aria-label="Contact form">
      <Stack gap="md">
        <Alert color="yellow" variant="light" title="This form does not send messages yet">
          Nothing you write here leaves your browser. To reach us, email {CONTACT_DETAILS.email} or
          call {CONTACT_DETAILS.phone}.
        </Alert>
        <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea label="Message" required rows={5} {...form.getInputProps('message')} />
        <Button type="submit" w="fit-content">
          Send Message
        </Button>
        {attempted && (
          <Alert color="blue" role="status" title="Your message was not sent">
            This form is not connected to our inbox, so nothing was sent. Your text is still here:
            copy it into an email to {CONTACT_DETAILS.email}.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
