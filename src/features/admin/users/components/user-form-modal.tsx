import { Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formSchema } from '@/lib/forms/form-schema';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { ModalState } from '@/features/admin/common/modal-mode';
import type { AdminUser } from '../api/get-admin-users';
import { useSaveAdminUser } from '../api/save-admin-user';
import { toUserBody, userFormSchema, userFormValues, type UserFormValues } from '../user-form';
import { AdminModal } from '@/features/admin/common/admin-modal';
import { FormModalActions } from '@/features/admin/common/form-modal-actions';
import { saveFeedback } from '@/features/admin/common/save-feedback';

interface UserFormModalProps {
  state: Exclude<ModalState<AdminUser>, null>;
  onClose: () => void;
}

/** View (read-only), edit and create in one dialog; a failed save keeps it open and filled. */
export function UserFormModal({ state, onClose }: UserFormModalProps) {
  const texts = useAdminTexts();
  const S = texts.users;
  const shared = texts.shared;
  const F = S.fields;
  const { formatCount, formatDateTime, formatYen } = useAdminFormat();
  const user = state.mode === 'create' ? undefined : state.item;
  const readOnly = state.mode === 'view';
  const isCreate = state.mode === 'create';
  const save = useSaveAdminUser();
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: userFormValues(user),
    validate: formSchema(userFormSchema(S, isCreate)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const body = toUserBody(values);
    save.mutate(
      isCreate ? { body: { ...body, password: values.password } } : { userId: user!.id, body },
      saveFeedback(form, S, onClose),
    );
  });

  return (
    <AdminModal opened onClose={onClose} title={S.modal[state.mode]} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={F.username}
              withAsterisk
              readOnly={readOnly}
              {...form.getInputProps('username')}
            />
            <TextInput
              label={F.email}
              type="email"
              withAsterisk
              readOnly={readOnly}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={F.lastName}
              withAsterisk
              readOnly={readOnly}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={F.firstName}
              withAsterisk
              readOnly={readOnly}
              {...form.getInputProps('firstName')}
            />
            <TextInput label={F.phone} readOnly={readOnly} {...form.getInputProps('phone')} />
            {isCreate && (
              <PasswordInput label={F.password} withAsterisk {...form.getInputProps('password')} />
            )}
          </SimpleGrid>
          <Checkbox
            label={F.active}
            disabled={readOnly}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          {user && readOnly && (
            <Text size="sm" c="dimmed">
              {S.columns.createdAt}
              {shared.colon}
              {formatDateTime(user.createdAt)} · {S.columns.orders}
              {shared.colon}
              {formatCount(user.totalOrders)} · {S.columns.spent}
              {shared.colon}
              {formatYen(user.totalSpent)}
            </Text>
          )}
          <FormModalActions mode={state.mode} pending={save.isPending} onClose={onClose} />
        </Stack>
      </form>
    </AdminModal>
  );
}
