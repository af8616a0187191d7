import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '../../../../api/adapters';
import { toast } from '../../../../lib/toast';
import { showSaveError } from '../../shared/apply-server-errors';
import { formatDay } from '../../shared/format';
import type { ModalState } from '../../shared/modal-mode';
import { productCountText, useCategoryProductCount } from '../api/get-category-product-count';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_STRINGS as S } from '../strings';
import { AdminModal } from '../../shared/admin-modal';

interface CategoryFormModalProps {
  state: Exclude<ModalState<Category>, null>;
  onClose: () => void;
}

/**
 * The real server's minimum for a category name is 5 characters: a shorter one fails at persist
 * with an answer that does not say why, so the form says it before sending.
 */
export const CATEGORY_LIMITS = { nameMin: 5, nameMax: 50, descriptionMax: 500 } as const;

interface CategoryValues {
  name: string;
  description: string;
  isActive: boolean;
}

/** Create, edit and view (read-only with count and dates). A failed save keeps it open. */
export function CategoryFormModal({ state, onClose }: CategoryFormModalProps) {
  const category = state.mode === 'create' ? undefined : state.item;
  const readOnly = state.mode === 'view';
  const save = useSaveCategory();
  const form = useForm<CategoryValues>({
    mode: 'controlled',
    initialValues: {
      name: category?.categoryName ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    },
    validate: {
      name: (value) => {
        const length = value.trim().length;
        if (length === 0) return S.nameRequired;
        if (length < CATEGORY_LIMITS.nameMin) return S.nameMin(CATEGORY_LIMITS.nameMin);
        return length > CATEGORY_LIMITS.nameMax ? S.nameMax(CATEGORY_LIMITS.nameMax) : null;
      },
      description: (value) =>
        value.trim().length > CATEGORY_LIMITS.descriptionMax
          ? S.descriptionMax(CATEGORY_LIMITS.descriptionMax)
          : null,
    },
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
      {
        onSuccess: () => {
          toast.success(S.saved);
          onClose();
        },
        onError: (error) => showSaveError(error, form, S.saveFailed, { categoryName: 'name' }),
      },
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
  return <Text size="sm">{productCountText(useCategoryProductCount(category))}</Text>;
}
