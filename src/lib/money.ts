const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Storefront prices: dollars with two decimals. */
export const formatDollars = (amount: number) => dollars.format(amount);
