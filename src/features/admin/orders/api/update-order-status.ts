import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { toast } from '@/lib/toast';
import type { OrderStatus } from '../order-status';
import { toAdminOrderRow, type AdminOrderRow } from '../order-row';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { adminOrderKeys } from './query-keys';
import { statisticsKeys } from '@/features/admin/common/query-keys';

/** PUT /admin/orders/{id}/status for one order (also what a bulk status change runs per row). */
export const putOrderStatus = (orderId: number, status: OrderStatus) =>
  call(
    api.PUT('/admin/orders/{orderId}/status', {
      params: { path: { orderId } },
      body: { status },
    }),
  );

/**
 * PUT /admin/orders/{id}/status. The list shows the new status at once; if the server refuses,
 * the old list comes back with the alert 订单功能正在开发中.
 */
export function useUpdateOrderStatus() {
  const S = useAdminTexts().orders;
  const queryClient = useQueryClient();
  const setOrder = (orderId: number, change: (o: AdminOrderRow) => AdminOrderRow) =>
    queryClient.setQueryData<AdminOrderRow[]>(adminOrderKeys.all, (orders) =>
      orders?.map((o) => (o.orderId === orderId ? change(o) : o)),
    );
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      putOrderStatus(orderId, status),
    onMutate: async ({ orderId, status }) => {
      await queryClient.cancelQueries({ queryKey: adminOrderKeys.all });
      const previous = queryClient.getQueryData<AdminOrderRow[]>(adminOrderKeys.all);
      setOrder(orderId, (o) => ({ ...o, status, updatedAt: new Date().toISOString() }));
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(adminOrderKeys.all, context?.previous);
      toast.error(S.updateFailed);
    },
    // The server's answer brings the timeline and payment status that go with the new status.
    onSuccess: (order) => {
      setOrder(order.orderId, () => toAdminOrderRow(order));
      toast.success(S.statusUpdated);
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
    },
  });
}
