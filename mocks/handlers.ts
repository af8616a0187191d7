import { addressHandlers } from './handlers/addresses';
import { adminOrderHandlers } from './handlers/admin-orders';
import { adminStatisticsHandlers } from './handlers/admin-statistics';
import { adminUserHandlers } from './handlers/admin-users';
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { orderHandlers } from './handlers/orders';
import { productHandlers } from './handlers/products';
import { adminReviewHandlers } from './handlers/admin-reviews';
import { reviewHandlers } from './handlers/reviews';
import { testPaymentHandlers } from './handlers/test-payments';

/** Every operation of openapi.yaml, happy path only; failures are layered on by scenarios.ts. */
export const handlers = [
  ...authHandlers,
  ...productHandlers,
  ...categoryHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...orderHandlers,
  ...testPaymentHandlers,
  ...adminUserHandlers,
  ...adminOrderHandlers,
  ...adminStatisticsHandlers,
  ...reviewHandlers,
  ...adminReviewHandlers,
  ...imageHandlers,
];
