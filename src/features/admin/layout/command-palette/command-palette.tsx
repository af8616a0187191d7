import '@mantine/spotlight/styles.css';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import { Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { adminCategoriesQueryOptions } from '@/features/admin/categories';
import { adminOrdersQueryOptions } from '@/features/admin/orders';
import { adminProductsQueryOptions } from '@/features/admin/products';
import { useCurrentExport } from '@/features/admin/common/current-export';
import { useAdminLanguage, useAdminTexts } from '@/features/admin/common/admin-language';
import { adminUsersQueryOptions } from '@/features/admin/users';
import { useAdminNavItems } from '../use-admin-nav-items';
import { paletteResults, type PaletteTarget } from './palette-results';
import { palette, paletteStore } from './palette-store';
import classes from './command-palette.module.css';

/**
 * The back office's command palette (Ctrl+K / ⌘K, or the header's 搜索 button): pages, actions,
 * and the products, categories, orders and users found by name or id. The lists are the admin
 * lists' own queries (from the cache when a page loaded them), asked for only once the palette
 * is open; a list that fails is simply not searched (its sample rows are not the shop's).
 * Arrow keys choose, Enter opens, Escape closes.
 */
export function CommandPalette() {
  const language = useAdminLanguage();
  const S = useAdminTexts().palette;
  const [query, setQuery] = useState('');
  const { opened } = useSpotlight(paletteStore);
  // The palette's open state lives in a module store: one left open when the back office went
  // away (a session ended, a sign-out) must not pop up again on the next visit.
  useEffect(() => () => palette.close(), []);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const currentExport = useCurrentExport();
  const products = useQuery({ ...adminProductsQueryOptions, enabled: opened });
  const categories = useQuery({ ...adminCategoriesQueryOptions, enabled: opened });
  const orders = useQuery({ ...adminOrdersQueryOptions, enabled: opened });
  const users = useQuery({ ...adminUsersQueryOptions, enabled: opened });
  // The menu's pages: none the server cannot serve (评价管理 on the course server).
  const pages = useAdminNavItems();
  const loading = [products, categories, orders, users].some((q) => q.isFetching && !q.data);

  const groups = paletteResults(
    query,
    {
      products: products.data,
      categories: categories.data,
      orders: orders.data,
      users: users.data,
      canExport: !!currentExport?.enabled,
      pathname,
      pages,
    },
    language,
  );

  const go = (target: PaletteTarget) => {
    if (target.kind === 'export') currentExport?.run();
    else if (target.kind === 'page') void navigate({ to: target.to });
    else void navigate({ to: target.to, search: target.search });
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      // No opening or closing animation: a palette reopened while the last one was still fading
      // out had its focus taken back to the page (and its query wiped) when the fade ended, so
      // what was typed went nowhere.
      transitionProps={{ duration: 0 }}
      // Ctrl+K is the layout's (admin-layout.tsx), so a key pressed before this code arrived counts.
      shortcut={null}
      scrollable
      maxHeight={420}
      classNames={{ action: classes.action }}
    >
      <Spotlight.Search placeholder={S.search} aria-label={S.searchLabel} />
      <Spotlight.ActionsList
        aria-label={S.searchLabel}
        // A long list scrolls: its scrolling box must be reachable with Tab too (the arrows in
        // the search box choose an entry and scroll it into view). ScrollArea takes the props
        // the list passes on, which its type does not say.
        {...{ viewportProps: { tabIndex: 0, 'aria-label': S.searchLabel } }}
      >
        {groups.map((group) => (
          // The group's label is drawn by CSS: a screen reader needs it as the group's name.
          <Spotlight.ActionsGroup
            key={group.key}
            label={group.label}
            role="group"
            aria-label={group.label}
          >
            {group.entries.map((entry) => (
              <Spotlight.Action
                key={entry.key}
                label={entry.label}
                description={entry.description}
                onClick={() => go(entry.target)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 && !loading && <Spotlight.Empty>{S.nothingFound}</Spotlight.Empty>}
        {loading && query.trim() && (
          <Group gap="xs" p="sm" justify="center">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed" role="status">
              {S.loading}
            </Text>
          </Group>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
