import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The image base is read once from the build-time env when config.ts loads: each test stubs
 * VITE_IMAGE_BASE_URL, then loads the modules afresh.
 */
async function loadWithImageBase(value: string | undefined) {
  vi.resetModules();
  if (value !== undefined) vi.stubEnv('VITE_IMAGE_BASE_URL', value);
  const adapters = await import('@/api/adapters');
  const image = await import('@/components/product-image');
  return { ...adapters, ...image };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('product images and VITE_IMAGE_BASE_URL', () => {
  it('a bare image name loads from VITE_IMAGE_BASE_URL; absolute URLs stay as they are', async () => {
    const { productImageUrl } = await loadWithImageBase('/images');
    expect(productImageUrl('default.png')).toBe(`${location.origin}/images/default.png`);
    expect(productImageUrl('https://cdn.shop/a.png')).toBe('https://cdn.shop/a.png');
  });

  it('without VITE_IMAGE_BASE_URL a bare name loads from the API base + /images', async () => {
    const { productImageUrl } = await loadWithImageBase(undefined);
    expect(productImageUrl('a.png')).toMatch(/\/api\/images\/a\.png$/);
  });

  it('a missing image (404, e.g. default.png) shows the placeholder', async () => {
    const { ProductImage, PRODUCT_IMAGE_PLACEHOLDER } = await loadWithImageBase('/images');
    render(
      <MantineProvider>
        <ProductImage image="default.png" alt="Lamp" />
      </MantineProvider>,
    );
    const image = screen.getByRole('img', { name: 'Lamp' });
    expect(image).toHaveAttribute('src', `${location.origin}/images/default.png`);
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER));
  });
});
