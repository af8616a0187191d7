import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import type { BannerSlide } from '../banner-slides';
import classes from './home-banner.module.css';

/**
 * One slide of the banner: title, text, Shop link and picture on the slide's gradient. The same
 * on every turn of the banner: a turn renders the dots, not the three slides again (on a phone
 * those were a long task every 4 s, so the page never went quiet).
 */
export const BannerSlideContent = memo(function BannerSlideContent({
  slide,
}: {
  slide: BannerSlide;
}) {
  return (
    <Box className={classes.slide} style={{ background: slide.gradient }}>
      <Group justify="space-between" wrap="nowrap" h="100%" gap="xl">
        <Stack gap="sm" className={classes.copy}>
          <Title order={2} className={classes.title}>
            {slide.title}
          </Title>
          <Text className={classes.text}>{slide.text}</Text>
          <Button
            component={Link}
            to="/products"
            variant="white"
            color="dark"
            radius="xl"
            w="fit-content"
            aria-label={STOREFRONT_TEXTS.home.shopSlide(slide.title)}
          >
            {STOREFRONT_TEXTS.home.shopLink}
          </Button>
        </Stack>
        <Box className={classes.picture}>{slide.picture}</Box>
      </Group>
    </Box>
  );
});
