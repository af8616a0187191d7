import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { ContactForm } from '@/features/home/components/contact-form';
import { ContactInfo } from '@/features/home/components/contact-info';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/contact')({
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.pageTitles.contact, STOREFRONT_TEXTS.pageDescriptions.contact),
  component: ContactPage,
});

function ContactPage() {
  return (
    <Container size="lg" py="md">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{STOREFRONT_TEXTS.home.contactHeading}</Title>
        <Text c="dimmed">{STOREFRONT_TEXTS.home.contactIntro}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactInfo />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
