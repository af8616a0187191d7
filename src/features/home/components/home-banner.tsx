import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { BANNER_SLIDES } from '../banner-slides';
import classes from './home-banner.module.css';

/** Spec 9: the banner turns every 4000 ms. */
export const BANNER_AUTOPLAY_MS = 4000;

/**
 * The rotating banner of the home page. It pauses while the pointer is over it or a control has
 * focus, so nobody has to chase a moving Shop link.
 */
export function HomeBanner() {
  const [autoplay] = useState(() =>
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  return (
    <Carousel
      aria-label="Featured collections"
      withIndicators
      emblaOptions={{ loop: true }}
      plugins={[autoplay]}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      previousControlProps={{ 'aria-label': 'Previous slide' }}
      nextControlProps={{ 'aria-label': 'Next slide' }}
      getIndicatorProps={(index) => ({ 'aria-label': `Show slide ${index + 1}` })}
    >
      {BANNER_SLIDES.map((slide, index) => (
        <Carousel.Slide
          key={slide.title}
          aria-label={`${index + 1} of ${BANNER_SLIDES.length}: ${slide.title}`}
        >
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
                  aria-label={`${STOREFRONT_TEXTS.shop} ${slide.title}`}
                >
                  {STOREFRONT_TEXTS.shop}
                </Button>
              </Stack>
              <Box className={classes.picture}>{slide.picture}</Box>
            </Group>
          </Box>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
