import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { productImageUrl, type Product } from '@/api/adapters';
import { applyServerError } from '@/components/forms/apply-server-error';
import { formSchema } from '@/lib/forms/form-schema';
import { toast } from '@/lib/toast';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { ModalState } from '@/features/admin/common/modal-mode';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';
import {
  isBrandRequired,
  productFormSchema,
  productFormValues,
  toProductInput,
  type ProductFormValues,
} from '../product-form';
import { ProductFormFields } from './product-form-fields';
import { sniffImageType } from '@/lib/image-type';
import { isImageTooLarge, ProductImageDropzone } from './product-image-dropzone';
import { AdminModal } from '@/features/admin/common/admin-modal';
import { FormModalActions } from '@/features/admin/common/form-modal-actions';

interface ProductFormModalProps {
  state: Exclude<ModalState<Product>, null>;
  categories: { value: string; label: string }[];
  onClose: () => void;
}

/**
 * View, edit and create. Saving writes the fields, then uploads the chosen image. If the upload
 * fails after a create, the dialog stays open on the created product, so trying again updates
 * it instead of creating a second one.
 */
export function ProductFormModal({ state, categories, onClose }: ProductFormModalProps) {
  const texts = useAdminTexts();
  const S = texts.products;
  const shared = texts.shared;
  const { formatCount, formatDateTime } = useAdminFormat();
  const product = state.mode === 'create' ? undefined : state.item;
  const readOnly = state.mode === 'view';
  const [savedId, setSavedId] = useState(product?.productId);
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: productFormValues(product),
    validate: formSchema(productFormSchema(S, product)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    // The dropzone refuses a large file; this keeps one from ever being sent (nothing is saved).
    if (file && isImageTooLarge(file)) return toast.error(S.imageTooLarge(file.name));
    if (file && !(await sniffImageType(file))) return toast.error(S.imageNotImage(file.name));
    const body = toProductInput(values, product);
    let saved: Product;
    try {
      saved = await save.mutateAsync(
        savedId === undefined
          ? { categoryId: Number(values.categoryId), body }
          : { productId: savedId, body },
      );
    } catch (error) {
      // The dialog stays open and filled; a 5xx body's words are not for the admin.
      return toast.error(
        applyServerError(form, error, S.saveFailed, { serverWording: 'client-errors' }),
      );
    }
    setSavedId(saved.productId);
    if (file) {
      try {
        await upload.mutateAsync({ productId: saved.productId, file });
      } catch {
        return toast.error(S.imageUploadFailed);
      }
    }
    toast.success(S.saved);
    onClose();
  });

  return (
    <AdminModal opened onClose={onClose} title={S.modal[state.mode]} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ProductFormFields
            form={form}
            categories={withOwnCategory(categories, product)}
            readOnly={readOnly}
            categoryLocked={savedId !== undefined}
            brandRequired={isBrandRequired(product)}
          />
          <ProductImageDropzone
            file={file}
            onFile={setFile}
            currentImageUrl={productImageUrl(product?.image)}
            disabled={readOnly}
          />
          {readOnly && product && (
            <Text size="sm" c="dimmed">
              {S.columns.sold}
              {shared.colon}
              {product.soldQuantity === undefined ? S.unknown : formatCount(product.soldQuantity)}
              {product.createdAt && ` · ${formatDateTime(product.createdAt)}`}
            </Text>
          )}
          <FormModalActions
            mode={state.mode}
            pending={save.isPending || upload.isPending}
            onClose={onClose}
          />
        </Stack>
      </form>
    </AdminModal>
  );
}

/** The options, plus the product's own category when the list does not have it (sample list). */
function withOwnCategory(
  options: { value: string; label: string }[],
  product: Product | undefined,
): { value: string; label: string }[] {
  const own = product?.category;
  if (own?.categoryId === undefined || options.some((o) => o.value === String(own.categoryId)))
    return options;
  return [
    ...options,
    { value: String(own.categoryId), label: own.categoryName ?? String(own.categoryId) },
  ];
}
