import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formSchema } from '@/lib/forms/form-schema';
import { toast } from '@/lib/toast';
import {
  ADMIN_LANGUAGES,
  LOW_STOCK_LIMITS,
  PAGE_SIZES,
  getAdminSettings,
  saveAdminSettings,
} from '@/features/admin/common/admin-settings';
import {
  settingsFormSchema,
  toFormValues,
  toSettings,
  type SettingsFormValues,
} from '../settings-form';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { ADMIN_CATALOGUES } from '@/features/admin/common/texts';
import { ServerOfferings } from './server-offerings';

/**
 * The back office's settings, kept on this device for the signed-in administrator; the lists,
 * the dashboard and every text of the back office (its language) read them.
 */
export function SettingsPage() {
  const S = useAdminTexts().settings;
  const languageOptions = ADMIN_LANGUAGES.map((value) => ({ value, label: S.languages[value] }));
  const pageSizeOptions = PAGE_SIZES.map((size) => ({
    value: String(size),
    label: S.pageSizeOption(size),
  }));
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(getAdminSettings()),
    validate: formSchema(settingsFormSchema(S)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const settings = toSettings(values);
    const stored = saveAdminSettings(settings);
    form.resetDirty();
    // Said in the language just chosen: the page re-renders in it as the toast appears.
    const said = stored ? ADMIN_CATALOGUES[settings.language].settings : S;
    if (stored) toast.success(said.saved);
    else toast.error(said.notStored);
  });

  return (
    <Stack maw={560}>
      <Title order={2}>{S.title}</Title>
      <Text c="dimmed" size="sm">
        {S.deviceNote}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <NumberInput
              label={S.lowStockThreshold}
              description={S.lowStockHint}
              min={LOW_STOCK_LIMITS.min}
              max={LOW_STOCK_LIMITS.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('lowStockThreshold')}
            />
            <Select
              label={S.language}
              data={languageOptions}
              allowDeselect={false}
              {...form.getInputProps('language')}
            />
            <Select
              label={S.pageSize}
              data={pageSizeOptions}
              allowDeselect={false}
              {...form.getInputProps('pageSize')}
            />
            <Group justify="flex-end">
              <Button type="submit">{S.save}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ServerOfferings />
    </Stack>
  );
}
