import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { placeOrder } from '../db/place-order';
import { toOrderDto } from '../db/serializers';
import { clientSecretAnswer, readClientSecretRequest, readOrderRequest } from '../handlers/orders';
import { on, type Quirk } from './quirk';
export const NEW_ORDER_STATUS = 'Order Accepted !';

export const trustingPayments: Quirk = {
  name: 'trusting payments',
  description:
    'The client secret is for the amount sent; an order is placed whatever pgStatus and pgPaymentId say (paid when pgStatus says succeeded), without checking the stock (oversold: it goes negative). A new order has orderStatus "Order Accepted !" and the unrounded specialPrice and sum (26.991, 59.980000000000004).',
  handlers: [
    on.post(
      '/order/stripe-client-secret',
      withAuth(async ({ request, user }) => {
        const asked = await readClientSecretRequest(request);
        if (asked instanceof Response) return asked;
        return clientSecretAnswer(user, asked.amount, asked.currency);
      }),
    ),
    on.post(
      '/order/users/payment/:paymentMethod',
      withAuth(async ({ request, params, user }) => {
        const order = await readOrderRequest(request, user);
        if (order instanceof Response) return order;
        const row = placeOrder(user, order, {
          paymentMethod: String(params.paymentMethod),
          paid: String(order.body.pgStatus).toLowerCase() === 'succeeded',
          status: NEW_ORDER_STATUS,
          round: (amount) => amount,
        });
        return HttpResponse.json(toOrderDto(row), { status: 201 });
      }),
    ),
  ],
};
