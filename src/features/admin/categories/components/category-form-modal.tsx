import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '../../../../api/adapters';
import { toast } from '../../../../lib/toast';
import { showSaveError } from '../../shared/apply-server-errors';
import { formatDay } from '../../shared/format';
import type { ModalState } from '../../shared/modal-mode';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_STRINGS as S } from '../strings';
import { AdminModal } from '../../shared/admin-modal';

interface CategoryFormModalProps {
  state: Exclude<ModalState<Category>, null>;
  onClose: () => void;
}

interface CategoryValues {
  name: string;
  description: string;
  isActive: boolean;
}

/** Create, edit and view (read-only with count and dates). A failed save keeps it open (spec 8). */
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
    validate: { name: (value) => (value.trim() ? null : S.nameRequired) },
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
              <Text size="sm">{S.productCount(category.productCount ?? 0)}</Text>
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
