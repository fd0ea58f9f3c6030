/** São Paulo wall-clock time with its fixed offset (Brazil has had no DST since 2019), the backend's TIME_ZONE. */
export function nowSaoPaulo(): string {
  const local = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 19)
  return `${local}-03:00`
}
