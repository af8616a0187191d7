import type { CSSProperties } from 'react';
import classes from './rating-stars.module.css';

const FIVE = '★★★★★';

/**
 * Five stars filled to `value` (0–5), drawn with text: no icon font or picture, so a card's
 * first load carries a few bytes more, not a component library. The stars are decoration; what
 * they say is the caller's accessible text.
 */
export function Stars({ value, size }: { value: number; size?: CSSProperties['fontSize'] }) {
  const share = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className={classes.stars} style={{ fontSize: size }} aria-hidden="true">
      {FIVE}
      <span className={classes.filled} style={{ width: share }}>
        {FIVE}
      </span>
    </span>
  );
}

/**
 * A product's rating as the card and the product page show it: stars, the average and the
 * number of reviews, read out as one sentence (`label`; not an image role: a card's one picture is
 * its product's).
 */
export function RatingLine({
  average,
  count,
  label,
  countText,
}: {
  average: number;
  count: number;
  label: string;
  countText: string;
}) {
  return (
    <p className={classes.line} data-rating={average} data-count={count}>
      <Stars value={average} />
      <span aria-hidden="true">{average.toFixed(1)}</span>
      <span aria-hidden="true" className={classes.count}>
        {countText}
      </span>
      <span className={classes.spoken}>{label}</span>
    </p>
  );
}
