import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { BANNER_SLIDES } from '../banner-slides';
import { BANNER_AUTOPLAY_MS } from './banner-timing';
import { BannerSlideContent } from './banner-slide-content';
import classes from './home-banner.module.css';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';

/**
 * The rotating banner. It pauses while the pointer is over it or a control has focus, so nobody
 * has to chase a moving Shop link.
 */
export default function BannerCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  return (
    <Carousel
      aria-label={STOREFRONT_TEXTS.home.featuredCollections}
      withIndicators
      emblaOptions={{ loop: true }}
      plugins={[autoplay]}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      previousControlProps={{ 'aria-label': STOREFRONT_TEXTS.home.previousSlide }}
      nextControlProps={{ 'aria-label': STOREFRONT_TEXTS.home.nextSlide }}
      getIndicatorProps={(index) => ({ 'aria-label': STOREFRONT_TEXTS.home.showSlide(index + 1) })}
    >
      {BANNER_SLIDES.map((slide, index) => (
        <Carousel.Slide
          key={slide.title}
          aria-label={STOREFRONT_TEXTS.home.slideOf(index + 1, BANNER_SLIDES.length, slide.title)}
        >
          <BannerSlideContent slide={slide} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
