import { Checkbox, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductFormValues } from '../product-form';
import { useAdminTexts } from '@/features/admin/common/admin-language';

interface ProductFormFieldsProps {
  form: UseFormReturnType<ProductFormValues>;
  categories: { value: string; label: string }[];
  readOnly: boolean;
  /** The contract has no way to move a product to another category after it is created. */
  categoryLocked: boolean;
  /** False for a product that came without a brand (the real server's products have none). */
  brandRequired: boolean;
}

// No min or clamping: a wrong number stays as typed and gets its message.

/** The two amounts in yuan, entered alike. */
const PRICE_FIELDS = ['price', 'specialPrice'] as const;

export function ProductFormFields({
  form,
  categories,
  readOnly,
  categoryLocked,
  brandRequired,
}: ProductFormFieldsProps) {
  const S = useAdminTexts().products;
  const F = S.fields;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={F.productName}
          withAsterisk
          readOnly={readOnly}
          {...form.getInputProps('productName')}
        />
        <TextInput
          label={F.brand}
          withAsterisk={brandRequired}
          // What the server did not send is shown as unknown, not invented.
          placeholder={brandRequired ? undefined : S.unknown}
          readOnly={readOnly}
          {...form.getInputProps('brand')}
        />
      </SimpleGrid>
      <Textarea
        label={F.description}
        withAsterisk
        rows={3}
        readOnly={readOnly}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PRICE_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={F[field]}
            withAsterisk
            step={0.01}
            leftSection="¥"
            clampBehavior="none"
            readOnly={readOnly}
            {...form.getInputProps(field)}
          />
        ))}
        <NumberInput
          label={F.quantity}
          withAsterisk
          step={1}
          clampBehavior="none"
          readOnly={readOnly}
          {...form.getInputProps('quantity')}
        />
      </SimpleGrid>
      <Select
        label={F.category}
        withAsterisk={!categoryLocked}
        placeholder={categoryLocked ? S.unknown : undefined}
        data={categories}
        readOnly={readOnly || categoryLocked}
        searchable
        {...form.getInputProps('categoryId')}
      />
      <Checkbox
        label={F.active}
        disabled={readOnly}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </>
  );
}
