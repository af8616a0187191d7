import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/')({
  component: AdminHome,
});

function AdminHome() {
  return (
    <Container size="xl">
      <Title order={2}>Dashboard</Title>
      <Text>欢迎回来，管理员</Text>
    </Container>
  );
}
