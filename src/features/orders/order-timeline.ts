import type { components } from '@/api/schema.gen';

type Order = components['schemas']['Order'];

export type TimelineStep = 'ordered' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderTimeline {
  /** The steps shown, in order: the usual way, or ordered → cancelled. */
  steps: { step: TimelineStep; at: string | null }[];
  /** The index of the last step reached (Mantine Timeline's `active`). */
  reached: number;
}

// The statuses the shop sets, and how far along the usual way each one is.
const REACHED_BY_STATUS: Record<string, number> = {
  pending_payment: 0,
  paid: 1,
  shipped: 2,
  completed: 3,
};

/**
 * The order's way from "ordered" to "delivered", from its status and the times the server
 * recorded. The real server's statuses are free text ("Order Accepted !") and it sends no times:
 * an unknown status shows the order as placed, and a recorded time counts as reached even when
 * the status lags behind. A cancelled order shows only the steps it took before the cancellation.
 */
export function orderTimeline(order: Order): OrderTimeline {
  const ordered = { step: 'ordered' as const, at: order.createdAt ?? order.orderDate ?? null };
  if (order.orderStatus === 'cancelled') {
    const steps: OrderTimeline['steps'] = [ordered];
    if (order.paidAt) steps.push({ step: 'paid', at: order.paidAt });
    steps.push({ step: 'cancelled', at: null });
    return { steps, reached: steps.length - 1 };
  }
  const steps: OrderTimeline['steps'] = [
    ordered,
    { step: 'paid', at: order.paidAt ?? null },
    { step: 'shipped', at: order.shippedAt ?? null },
    { step: 'delivered', at: order.deliveredAt ?? null },
  ];
  const byTime = steps.reduce((last, step, index) => (step.at ? index : last), 0);
  return { steps, reached: Math.max(REACHED_BY_STATUS[order.orderStatus] ?? 0, byTime) };
}
