/** Reads `Authorization: Bearer <token>`; anything else means no token. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
