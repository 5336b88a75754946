/** Browser info shown in the connection-error dialog (SPEC §8). */
export function browserInfo(): string {
  return navigator.userAgent;
}
