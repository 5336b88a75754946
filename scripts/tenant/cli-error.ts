/** A failure the CLI explains in pt-BR and exits with (1: refused or invalid, 2: wrong use or environment). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}
