import { describe, expect, it } from 'vitest';
import { liveTexts } from '../../src/features/admin/common/texts/live-texts';

const zh = { page: { title: '设置', count: (n: number) => `${n} 条`, tabs: { a: '甲', b: '乙' } } };
const en = {
  page: { title: 'Settings', count: (n: number) => `${n} rows`, tabs: { a: 'A', b: 'B' } },
};

describe('a live catalogue', () => {
  it('answers every read from the catalogue in use at that moment, also through a kept part', () => {
    let current = zh;
    const texts = liveTexts(() => current);
    const page = texts.page; // as a module keeps `const S = ADMIN_TEXTS.page`
    const tabs = page.tabs;
    expect(page.title).toBe('设置');
    expect(page.count(3)).toBe('3 条');
    expect(tabs.a).toBe('甲');

    current = en;
    expect(page.title).toBe('Settings');
    expect(page.count(3)).toBe('3 rows');
    expect(tabs.a).toBe('A');
    expect(texts.page.tabs.b).toBe('B');
  });

  it('can be listed and spread like the object it stands for', () => {
    let current = zh;
    const tabs = liveTexts(() => current).page.tabs;
    expect(Object.keys(tabs)).toEqual(['a', 'b']);
    expect(Object.entries(tabs)).toEqual([
      ['a', '甲'],
      ['b', '乙'],
    ]);
    current = en;
    expect({ ...tabs }).toEqual({ a: 'A', b: 'B' });
    expect('a' in tabs).toBe(true);
    expect('c' in tabs).toBe(false);
  });

  it('cannot be changed by its readers', () => {
    const texts = liveTexts(() => zh);
    expect(() => {
      (texts.page as { title: string }).title = 'x';
    }).toThrow(TypeError);
    expect(zh.page.title).toBe('设置');
  });
});
