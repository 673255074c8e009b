/** Counters roll over at midnight UTC: one boundary for every reader, whatever the server's zone. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function utcDayOffset(now: Date, days: number): string {
  return utcDay(new Date(now.getTime() + days * 86_400_000));
}
