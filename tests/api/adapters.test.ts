import { describe, expect, test } from 'vitest';
import {
  effectiveSpecialPrice,
  productImageUrl,
  readClientSecret,
  toAddress,
  toAddressInput,
  toCategory,
  toCategoryInput,
  toPage,
  toProduct,
} from '@/api/adapters';
import { IMAGE_BASE_URL, resolveImageBaseUrl } from '@/api/config';

// The fields both spellings name alike.
const sameInBoth = {
  image: 'tv.png',
  description: '55 inch',
  quantity: 3,
  price: 500,
  discount: 10,
  specialPrice: 450,
};
const canonicalProduct = {
  productId: 7,
  productName: 'Smart TV',
  soldQuantity: 12,
  ...sameInBoth,
  category: { categoryId: 2, categoryName: 'TV' },
};

describe('products', () => {
  test('the canonical spelling passes through', () => {
    expect(toProduct(canonicalProduct)).toEqual(canonicalProduct);
  });

  test('the alternative spelling (id, name, sales, category id/name) becomes canonical', () => {
    const product = toProduct({
      id: 7,
      name: 'Smart TV',
      sales: 12,
      ...sameInBoth,
      category: { id: 2, name: 'TV' },
    });
    expect(product).toEqual(canonicalProduct);
    expect(product).not.toHaveProperty('id');
    expect(product).not.toHaveProperty('name');
  });
});

describe('categories', () => {
  test('both spellings give categoryId and categoryName, with the admin fields kept', () => {
    const admin = { description: 'Phones', productCount: 25, isActive: true };
    expect(toCategory({ categoryId: 1, categoryName: 'Phones', ...admin })).toEqual({
      categoryId: 1,
      categoryName: 'Phones',
      ...admin,
    });
    expect(toCategory({ id: 1, name: 'Phones', ...admin })).toEqual({
      categoryId: 1,
      categoryName: 'Phones',
      ...admin,
    });
  });
});

describe('addresses', () => {
  const canonical = {
    addressId: 3,
    street: 'Main Street',
    buildingName: 'Sunrise Tower',
    city: 'Pune',
    state: 'MH',
    country: 'India',
    pincode: '411001',
  };

  test('both spellings (buildingName/pincode, building/zipCode) give the canonical address', () => {
    expect(toAddress(canonical)).toEqual(canonical);
    expect(
      toAddress({
        addressId: 3,
        street: 'Main Street',
        building: 'Sunrise Tower',
        city: 'Pune',
        state: 'MH',
        country: 'India',
        zipCode: '411001',
      }),
    ).toEqual(canonical);
  });

  test('the form values are sent in both spellings', () => {
    const { addressId: _id, ...form } = canonical;
    expect(toAddressInput(form)).toEqual({
      street: 'Main Street',
      building: 'Sunrise Tower',
      buildingName: 'Sunrise Tower',
      city: 'Pune',
      state: 'MH',
      country: 'India',
      zipCode: '411001',
      pincode: '411001',
    });
  });
});

describe('list shapes', () => {
  test('a paged envelope keeps its paging and maps its items', () => {
    const page = toPage(
      {
        content: [{ id: 1, name: 'Phones' }],
        pageNumber: 2,
        pageSize: 1,
        totalElements: 5,
        totalPages: 5,
        lastPage: false,
      },
      toCategory,
    );
    expect(page).toEqual({
      content: [{ categoryId: 1, categoryName: 'Phones' }],
      pageNumber: 2,
      pageSize: 1,
      totalElements: 5,
      totalPages: 5,
      lastPage: false,
    });
  });

  test('a plain array is one last page holding everything', () => {
    const page = toPage(
      [
        { categoryId: 1, categoryName: 'Phones' },
        { id: 2, name: 'Laptops' },
      ],
      toCategory,
    );
    expect(page).toEqual({
      content: [
        { categoryId: 1, categoryName: 'Phones' },
        { categoryId: 2, categoryName: 'Laptops' },
      ],
      pageNumber: 0,
      pageSize: 2,
      totalElements: 2,
      totalPages: 1,
      lastPage: true,
    });
  });

  test('a missing answer or an envelope without paging fields still gives a usable page', () => {
    expect(toPage(null, toCategory)).toMatchObject({ content: [], totalPages: 0, lastPage: true });
    expect(toPage({ content: [{ id: 1, name: 'A' }] }, toCategory)).toEqual({
      content: [{ categoryId: 1, categoryName: 'A' }],
      pageNumber: 0,
      pageSize: 1,
      totalElements: 1,
      totalPages: 1,
      lastPage: true,
    });
  });
});

describe('the client secret', () => {
  test('is read from plain text, a JSON object, or text holding JSON', () => {
    expect(readClientSecret('pi_1_secret_2')).toBe('pi_1_secret_2');
    expect(readClientSecret({ clientSecret: 'pi_3_secret_4' })).toBe('pi_3_secret_4');
    expect(readClientSecret('{"clientSecret":"pi_5_secret_6"}')).toBe('pi_5_secret_6');
    expect(readClientSecret('"pi_7_secret_8"')).toBe('pi_7_secret_8');
    expect(readClientSecret('  ')).toBeNull();
    expect(readClientSecret(undefined)).toBeNull();
  });
});

describe('category form', () => {
  test('sends the name as categoryName and as name', () => {
    expect(toCategoryInput({ name: 'Phones', description: 'Mobile', isActive: false })).toEqual({
      categoryName: 'Phones',
      name: 'Phones',
      description: 'Mobile',
      isActive: false,
    });
  });
});

describe('product images', () => {
  const base = 'http://localhost:5173/api/images';
  test('a bare name loads from the image base, encoded', () => {
    expect(productImageUrl('default.png', base)).toBe(
      'http://localhost:5173/api/images/default.png',
    );
    expect(productImageUrl('my photo#1.png', `${base}/`)).toBe(
      'http://localhost:5173/api/images/my%20photo%231.png',
    );
  });

  test('absolute URLs, data URLs and root paths are used as given; no image is null', () => {
    expect(productImageUrl('https://cdn.shop/a.png', base)).toBe('https://cdn.shop/a.png');
    expect(productImageUrl('http://localhost:8080/images/a.png', base)).toBe(
      'http://localhost:8080/images/a.png',
    );
    expect(productImageUrl('data:image/png;base64,AAA', base)).toBe('data:image/png;base64,AAA');
    expect(productImageUrl('/api/images/a.png', base)).toBe('/api/images/a.png');
    expect(productImageUrl('', base)).toBeNull();
    expect(productImageUrl(null, base)).toBeNull();
  });

  test('by default a bare name loads from the configured image base', () => {
    expect(productImageUrl('a.png')).toBe(`${IMAGE_BASE_URL}/a.png`);
  });
});

describe('the image base (VITE_IMAGE_BASE_URL)', () => {
  const api = 'http://localhost:5173/api';
  const origin = 'http://localhost:5173';
  test('is ${API base}/images when not set', () => {
    expect(resolveImageBaseUrl(undefined, api, origin)).toBe('http://localhost:5173/api/images');
    expect(resolveImageBaseUrl('  ', api, origin)).toBe('http://localhost:5173/api/images');
  });

  test('a path resolves against the page, an absolute URL stays; no trailing slash', () => {
    expect(resolveImageBaseUrl('/images/', api, origin)).toBe('http://localhost:5173/images');
    expect(resolveImageBaseUrl('https://cdn.shop/img', api, origin)).toBe('https://cdn.shop/img');
    expect(productImageUrl('default.png', resolveImageBaseUrl('/images', api, origin))).toBe(
      'http://localhost:5173/images/default.png',
    );
  });
});

describe('the selling price', () => {
  test('is specialPrice when it is a number, else 90% of the price', () => {
    expect(effectiveSpecialPrice({ price: 100, specialPrice: 75 })).toBe(75);
    expect(effectiveSpecialPrice({ price: 100, specialPrice: 0 })).toBe(0);
    expect(effectiveSpecialPrice({ price: 100, specialPrice: null })).toBe(90);
    expect(effectiveSpecialPrice({ price: 100 })).toBe(90);
    expect(effectiveSpecialPrice({ price: 100, specialPrice: Number.NaN })).toBe(90);
  });
});
