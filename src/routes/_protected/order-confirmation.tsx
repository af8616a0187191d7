import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';

export const Route = createFileRoute('/_protected/order-confirmation')({
  // Stripe's return parameters; anything malformed just reads as "no payment".
  validateSearch: z.object({
    payment_intent: z.string().optional().catch(undefined),
    payment_intent_client_secret: z.string().optional().catch(undefined),
    redirect_status: z.string().optional().catch(undefined),
  }),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <OrderConfirmation search={Route.useSearch()} />;
}
