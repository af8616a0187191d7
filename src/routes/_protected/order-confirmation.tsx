import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';

export const Route = createFileRoute('/_protected/order-confirmation')({
  // Stripe's return parameters; anything malformed just reads as "no payment".
  validateSearch: z.object({
    payment_intent: z.catch(z.optional(z.string()), undefined),
    payment_intent_client_secret: z.catch(z.optional(z.string()), undefined),
    redirect_status: z.catch(z.optional(z.string()), undefined),
  }),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <OrderConfirmation search={Route.useSearch()} />;
}
