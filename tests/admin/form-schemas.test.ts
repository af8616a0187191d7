import { describe, expect, test } from 'vitest';
import { db } from '../../mocks/db/database';
import { toCategoryInput } from '@/api/adapters';
import {
  CATEGORY_LIMITS,
  categoryFormSchema,
  type CategoryFormValues,
} from '@/features/admin/categories/category-form';
import {
  PRODUCT_LIMITS,
  productFormSchema,
  productFormValues,
  toProductInput,
  type ProductFormValues,
} from '@/features/admin/products/product-form';
import {
  toUserBody,
  USER_LIMITS,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from '@/features/admin/users/user-form';
import { ZH_CN_TEXTS } from '@/features/admin/common/texts/zh-CN';
import { formSchema } from '@/lib/forms/form-schema';
import { callApi, signIn } from '../helpers/mock-api';

// The back-office schemas draw their lines where the server does: a value the dialog lets
// through is saved, one it refuses is refused by the server too (the mock stands for it).

/** The fields the server's field map names for this request; [] when it saved. */
async function serverRefuses(path: string, body: unknown): Promise<string[]> {
  const response = await callApi(path, { method: 'POST', json: body });
  if (response.ok) return [];
  expect(response.status).toBe(400);
  return Object.keys((await response.json()) as Record<string, string>);
}

/** The rows for a text field's shortest and longest length: the value at the line and one past it. */
function lengthRows<F extends string>(
  field: F,
  min: number,
  max: number,
  [tooShort, tooLong]: readonly [string, string],
) {
  return [
    [field, 'minimum', 'a'.repeat(min), 'a'.repeat(min - 1), tooShort],
    [field, 'maximum', 'a'.repeat(max), 'a'.repeat(max + 1), tooLong],
  ] as const;
}

describe('the category schema', () => {
  const validate = formSchema(categoryFormSchema(ZH_CN_TEXTS.categories));
  const L = CATEGORY_LIMITS;
  const values = (name: string, description = ''): CategoryFormValues => ({
    name,
    description,
    isActive: true,
  });
  const save = (v: CategoryFormValues) => serverRefuses('/public/categories', toCategoryInput(v));

  test('takes a name of 5 to 50 characters, as the server does', async () => {
    await signIn('admin');
    expect(validate(values('Tools'))).toEqual({});
    expect(await save(values('Tools'))).toEqual([]);
    expect(validate(values('G'.repeat(L.nameMax)))).toEqual({});
    expect(await save(values('G'.repeat(L.nameMax)))).toEqual([]);

    expect(validate(values('Toys'))).toEqual({ name: '分类名称至少需要 5 个字符' });
    expect(await save(values('Toys'))).toEqual(['categoryName']);
    expect(validate(values('H'.repeat(L.nameMax + 1)))).toEqual({
      name: '分类名称不能超过 50 个字符',
    });
    expect(await save(values('H'.repeat(L.nameMax + 1)))).toEqual(['categoryName']);
    expect(validate(values('   '))).toEqual({ name: '请输入分类名称' });
  });

  test('takes a description of up to 500 characters, as the server does', async () => {
    await signIn('admin');
    expect(validate(values('Garden', 'd'.repeat(L.descriptionMax)))).toEqual({});
    expect(await save(values('Garden', 'd'.repeat(L.descriptionMax)))).toEqual([]);
    expect(validate(values('Kitchen', 'd'.repeat(L.descriptionMax + 1)))).toEqual({
      description: '分类描述不能超过 500 个字符',
    });
    expect(await save(values('Kitchen', 'd'.repeat(L.descriptionMax + 1)))).toEqual([
      'description',
    ]);
  });
});

describe('the product schema', () => {
  const validate = formSchema(productFormSchema(ZH_CN_TEXTS.products));
  const L = PRODUCT_LIMITS;
  const valid: ProductFormValues = {
    ...productFormValues(),
    productName: 'Desk Lamp',
    brand: 'Lumo',
    description: 'A lamp for the desk',
    price: 100,
    specialPrice: 80,
    quantity: 5,
    categoryId: '1',
  };
  const save = (v: ProductFormValues) => {
    const categoryId = db().categories[0]!.categoryId;
    return serverRefuses(`/admin/categories/${categoryId}/product`, toProductInput(v));
  };

  test.each([
    ...lengthRows('productName', L.nameMin, L.nameMax, [
      '商品名称至少需要 3 个字符',
      '商品名称不能超过 100 个字符',
    ]),
    ...lengthRows('description', L.descriptionMin, L.descriptionMax, [
      '商品描述至少需要 6 个字符',
      '商品描述不能超过 2000 个字符',
    ]),
    ['price', 'maximum', L.priceMax, L.priceMax + 1, '不能大于 1,000,000'],
    ['quantity', 'maximum', L.quantityMax, L.quantityMax + 1, '不能大于 1,000,000'],
    ['quantity', 'minimum', 0, -1, '不能小于 0'],
  ] as const)('%s, %s: the line the server draws', async (field, _limit, ok, bad, message) => {
    await signIn('admin');
    const at = (value: string | number): ProductFormValues => ({ ...valid, [field]: value });
    expect(validate(at(ok))).toEqual({});
    expect(await save(at(ok))).toEqual([]);
    expect(validate(at(bad))).toEqual({ [field]: message });
    expect(await save(at(bad))).toContain(field);
  });

  test('refuses a special price above the price, as the server does', async () => {
    await signIn('admin');
    const above = { ...valid, specialPrice: 120 };
    expect(validate(above)).toEqual({ specialPrice: '特价不能高于价格' });
    expect(await save(above)).toContain('specialPrice');
    // Each price says its own problem first; the comparison waits for two valid prices.
    expect(validate({ ...valid, price: '', specialPrice: 120 })).toEqual({ price: '请输入价格' });
    expect(validate({ ...valid, specialPrice: 80.123 })).toEqual({ specialPrice: '最多两位小数' });
  });

  test('asks for a category and a brand only when creating or when the product had them', () => {
    expect(validate({ ...valid, categoryId: null })).toEqual({ categoryId: '请选择分类' });
    expect(validate({ ...valid, brand: ' ' })).toEqual({ brand: '请输入品牌' });
    const serverProduct = { productId: 7, productName: 'Desk Lamp', price: 100 } as Parameters<
      typeof productFormSchema
    >[1];
    const editing = formSchema(productFormSchema(ZH_CN_TEXTS.products, serverProduct));
    expect(editing({ ...valid, categoryId: null, brand: '' })).toEqual({});
  });
});

describe('the user schema', () => {
  const creating = formSchema(userFormSchema(ZH_CN_TEXTS.users, true));
  const editing = formSchema(userFormSchema(ZH_CN_TEXTS.users, false));
  const L = USER_LIMITS;
  let serial = 0;
  const valid = (): UserFormValues => {
    serial += 1;
    return {
      ...userFormValues(),
      username: `newbie${serial}`,
      email: `newbie${serial}@mail.com`,
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'secret1',
    };
  };
  const save = (v: UserFormValues) =>
    serverRefuses('/admin/users', { ...toUserBody(v), password: v.password });

  test('takes a username of 3 to 20 characters, as the server does', async () => {
    await signIn('admin');
    for (const length of [L.usernameMin, L.usernameMax]) {
      const user = { ...valid(), username: `${serial}`.padEnd(length, 'u') };
      expect(creating(user)).toEqual({});
      expect(await save(user)).toEqual([]);
    }
    for (const length of [L.usernameMin - 1, L.usernameMax + 1]) {
      const user = { ...valid(), username: 'v'.repeat(length) };
      expect(creating(user)).toEqual({ username: '用户名长度为 3 到 20 个字符' });
      expect(await save(user)).toEqual(['username']);
    }
  });

  test('asks a new user for a password of at least 6 characters, as the server does', async () => {
    await signIn('admin');
    const six = { ...valid(), password: 'p'.repeat(L.passwordMin) };
    expect(creating(six)).toEqual({});
    expect(await save(six)).toEqual([]);
    const five = { ...valid(), password: 'p'.repeat(L.passwordMin - 1) };
    expect(creating(five)).toEqual({ password: '密码至少 6 个字符' });
    expect(await save(five)).toEqual(['password']);
    expect(creating({ ...valid(), password: '' })).toEqual({ password: '请输入密码' });
    // An update does not change the password.
    expect(editing({ ...valid(), password: '' })).toEqual({});
  });
});
