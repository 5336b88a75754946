/** SPEC §3: the first word of the nick ('Ana Souza' -> 'Ana'); '' when there is none. */
export function firstName(nick: string | null | undefined): string {
  return (nick ?? '').trim().split(/\s+/)[0] ?? '';
}
