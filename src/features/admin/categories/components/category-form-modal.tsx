import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '@/api/adapters';
import { formSchema } from '@/lib/forms/form-schema';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { ModalState } from '@/features/admin/common/modal-mode';
import { productCountText, useCategoryProductCount } from '../api/get-category-product-count';
import { useSaveCategory } from '../api/save-category';
import { categoryFormSchema, type CategoryFormValues } from '../category-form';
import { AdminModal } from '@/features/admin/common/admin-modal';
import { saveFeedback } from '@/features/admin/common/save-feedback';

interface CategoryFormModalProps {
  state: Exclude<ModalState<Category>, null>;
  onClose: () => void;
}

/** Create, edit and view (read-only with count and dates). A failed save keeps it open. */
export function CategoryFormModal({ state, onClose }: CategoryFormModalProps) {
  const S = useAdminTexts().categories;
  const { formatDay } = useAdminFormat();
  const category = state.mode === 'create' ? undefined : state.item;
  const readOnly = state.mode === 'view';
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: {
      name: category?.categoryName ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    },
    validate: formSchema(categoryFormSchema(S)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        categoryId: category?.categoryId,
        values: {
          name: values.name.trim(),
          description: values.description.trim(),
          isActive: values.isActive,
        },
      },
      saveFeedback(form, S, onClose, { fieldNames: { categoryName: 'name' } }),
    ),
  );

  return (
    <AdminModal opened onClose={onClose} title={S.modal[state.mode]}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={S.fields.name}
            withAsterisk
            readOnly={readOnly}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={S.fields.description}
            rows={3}
            readOnly={readOnly}
            {...form.getInputProps('description')}
          />
          <Checkbox
            label={S.fields.isActive}
            disabled={readOnly}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          {readOnly && category && (
            <Stack gap={2}>
              <ProductCount category={category} />
              <Text size="sm">{S.createdAt(formatDay(category.createdAt))}</Text>
              <Text size="sm">{S.updatedAt(formatDay(category.updatedAt))}</Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {S.cancel}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {state.mode === 'create' ? S.create : S.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}

function ProductCount({ category }: { category: Category }) {
  const S = useAdminTexts().categories;
  return <Text size="sm">{productCountText(S, useCategoryProductCount(category))}</Text>;
}
