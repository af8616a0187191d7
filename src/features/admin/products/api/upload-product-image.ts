import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toProduct } from '@/api/adapters';
import { api, call } from '@/api/client';
import { invalidateProductLists } from './save-product';

/** PUT /products/{id}/image as multipart with the field `image`. */
export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, file }: { productId: number; file: File }) =>
      toProduct(
        await call(
          api.PUT('/products/{productId}/image', {
            params: { path: { productId } },
            // The generated type says string (format: binary); the body is a real file.
            body: { image: file as unknown as string },
            bodySerializer: (body) => {
              const form = new FormData();
              form.append('image', body.image as unknown as File);
              return form;
            },
          }),
        ),
      ),
    onSettled: () => invalidateProductLists(queryClient),
  });
}
