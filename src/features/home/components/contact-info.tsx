import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTACT_DETAILS } from '../contact-details';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** The contact block with phone, email and address. */
export function ContactInfo() {
  const { phone, email, address } = CONTACT_DETAILS;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-info">
      <Stack gap="md">
        <Title order={2} size="h4" id="contact-info">
          {STOREFRONT_TEXTS.home.contactInfo}
        </Title>
        <div>
          <Text fw={600}>{STOREFRONT_TEXTS.home.phone}</Text>
          <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Anchor>
        </div>
        <div>
          <Text fw={600}>{STOREFRONT_TEXTS.home.email}</Text>
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </div>
        <div>
          <Text fw={600}>{STOREFRONT_TEXTS.home.address}</Text>
          <Text component="address" style={{ fontStyle: 'normal' }}>
            {address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
