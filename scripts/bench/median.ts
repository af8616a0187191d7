/** The median of some runs' values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Some runs' values as their median, lowest and highest. */
export function spread(values: readonly number[]) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
